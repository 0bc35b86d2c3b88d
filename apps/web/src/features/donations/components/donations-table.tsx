import type { ReceivedDonation } from '@enlaza/shared/donations';
import { formatDonationDate } from '../utils/donation-date';
import { donorName, goalTitle } from '../utils/donations-list';
import { DonationAmount } from './donation-amount';
import { DonationModeration } from './donation-moderation';
import { EvidenceDeadline, RefundButton } from './donation-refund';
import { DonationStatusChip } from './donation-status-chip';

/** Large screens: one row per donation. */
export function DonationsTable({
  donations,
  onRefund,
}: {
  donations: ReceivedDonation[];
  onRefund: (donation: ReceivedDonation) => void;
}) {
  return (
    <div className="donations-table-wrap">
      <table className="donations-table">
        <caption className="visually-hidden">Donaciones recibidas</caption>
        <thead>
          <tr>
            <th scope="col">Donante</th>
            <th scope="col">Monto</th>
            <th scope="col">Estado</th>
            <th scope="col">Fecha</th>
            <th scope="col">Objetivo</th>
            <th scope="col">Mensaje</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {donations.map((d) => (
            <tr key={d.id}>
              <td className="donations-donor">{donorName(d)}</td>
              <td>
                <DonationAmount donation={d} />
              </td>
              <td>
                <DonationStatusChip status={d.mp_status} />
                <EvidenceDeadline donation={d} />
              </td>
              <td>
                <time dateTime={d.created_at}>{formatDonationDate(d.created_at)}</time>
              </td>
              <td className={d.goal ? undefined : 'donations-muted'}>{goalTitle(d)}</td>
              <td className="donations-message">
                {d.message ?? <span className="donations-muted">—</span>}
                <DonationModeration donation={d} />
              </td>
              <td>
                <RefundButton donation={d} onRefund={onRefund} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
