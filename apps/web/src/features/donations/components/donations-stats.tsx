import type { DonationsStats as Stats } from '@enlaza/shared/donations';
import { formatARS, formatNumber } from '@enlaza/shared/format';

/** Approved donations only (spec 02 §2): total received, how many, and the average (0 when none). */
export function DonationsStats({ stats }: { stats: Stats }) {
  const cards = [
    { label: 'Total recibido', value: formatARS(stats.total_received) },
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
