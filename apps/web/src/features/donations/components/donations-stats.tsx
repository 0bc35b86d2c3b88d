import type { DonationsStats as Stats } from '@enlaza/shared/donations';
import { EVENT_DONATION_MESSAGES } from '@enlaza/shared/donations';
import { formatARS, formatNumber } from '@enlaza/shared/format';

/**
 * Approved donations only (spec 02 §2): total received, how many, and the average (0 when none).
 * Narrowed to one event, the total is the event's ('Pasar la gorra').
 */
export function DonationsStats({ stats, forEvent = false }: { stats: Stats; forEvent?: boolean }) {
  const cards = [
    {
      label: forEvent ? EVENT_DONATION_MESSAGES.eventTotal : 'Total recibido',
      value: formatARS(stats.total_received),
    },
    { label: 'Donaciones aprobadas', value: formatNumber(stats.approved_count) },
    { label: 'Promedio por donación', value: formatARS(stats.approved_count ? stats.average : 0) },
  ];
  return (
    <ul className="donations-stats" aria-label="Resumen de donaciones aprobadas">
      {cards.map((card) => (
        <li key={card.label} className="donations-stat">
          <p className="donations-stat-label">{card.label}</p>
          <p className="donations-stat-value">{card.value}</p>
        </li>
      ))}
    </ul>
  );
}
