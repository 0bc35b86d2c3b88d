import type { ReceivedDonation } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { GORRA_SCREEN_MESSAGES } from '@enlaza/shared/gorra';
import { MONTHLY_SCREEN_MESSAGES } from '@enlaza/shared/monthly';
import { showsNetAmount } from '../utils/donations-list';

/**
 * What the donor paid and, when a commission was taken, what reaches the creator; a month of a
 * monthly support carries the 'Mensual' label, a payment of a 'Modo gorra' code the 'QR' one.
 */
export function DonationAmount({ donation }: { donation: ReceivedDonation }) {
  return (
    <span className="donation-amount">
      <strong>{formatARS(donation.amount)}</strong>
      {donation.kind === 'monthly' ? (
        <span className="donation-kind" data-testid="donation-kind">
          {MONTHLY_SCREEN_MESSAGES.historyLabel}
        </span>
      ) : donation.kind === 'qr' ? (
        <span className="donation-kind" data-testid="donation-kind">
          {GORRA_SCREEN_MESSAGES.historyLabel}
        </span>
      ) : null}
      {showsNetAmount(donation) ? (
        <span className="donation-net">Neto: {formatARS(donation.creator_amount)}</span>
      ) : null}
    </span>
  );
}
