import type { ReceivedDonation } from '@enlaza/shared/donations';
import { formatDonationDate } from '../utils/donation-date';
import { donorName, goalTitle } from '../utils/donations-list';
import { DonationAmount } from './donation-amount';
import { DonationModeration } from './donation-moderation';
import { EvidenceDeadline, RefundButton } from './donation-refund';
import { DonationStatusChip } from './donation-status-chip';

/** Small screens: one card per donation. */
export function DonationCards({
  donations,
  onRefund,
}: {
  donations: ReceivedDonation[];
  onRefund: (donation: ReceivedDonation) => void;
}) {
  return (
    <ul className="donation-cards" aria-label="Donaciones recibidas">
      {donations.map((d) => (
        <li key={d.id} className="donation-card">
          <div className="donation-card-head">
            <strong className="donations-donor">{donorName(d)}</strong>
            <DonationStatusChip status={d.mp_status} />
          </div>
          <DonationAmount donation={d} />
          <EvidenceDeadline donation={d} />
          {d.message ? <p className="donation-card-message">“{d.message}”</p> : null}
          <DonationModeration donation={d} />
          <p className="donation-card-meta">
            <time dateTime={d.created_at}>{formatDonationDate(d.created_at)}</time>
            <span aria-hidden="true"> · </span>
            <span className={d.goal ? undefined : 'donations-muted'}>{goalTitle(d)}</span>
          </p>
          <RefundButton donation={d} onRefund={onRefund} />
        </li>
      ))}
    </ul>
  );
}
