import type { ReceivedDonation } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { showsNetAmount } from '../utils/donations-list';

/** What the donor paid and, when a commission was taken, what reaches the creator. */
export function DonationAmount({ donation }: { donation: ReceivedDonation }) {
  return (
    <span className="donation-amount">
      <strong>{formatARS(donation.amount)}</strong>
      {showsNetAmount(donation) ? (
        <span className="donation-net">Neto: {formatARS(donation.creator_amount)}</span>
      ) : null}
    </span>
  );
}
