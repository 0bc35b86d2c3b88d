import type { ReceivedDonation } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { MONTHLY_SCREEN_MESSAGES } from '@enlaza/shared/monthly';
import { showsNetAmount } from '../utils/donations-list';

/**
 * What the donor paid and, when a commission was taken, what reaches the creator; a month of a
 * monthly support carries the 'Mensual' label.
 */
export function DonationAmount({ donation }: { donation: ReceivedDonation }) {
  return (
    <span className="donation-amount">
      <strong>{formatARS(donation.amount)}</strong>
      {donation.kind === 'monthly' ? (
        <span className="donation-kind" data-testid="donation-kind">
          {MONTHLY_SCREEN_MESSAGES.historyLabel}
        </span>
      ) : null}
      {showsNetAmount(donation) ? (
        <span className="donation-net">Neto: {formatARS(donation.creator_amount)}</span>
      ) : null}
    </span>
  );
}
