import { formatARS, formatNumber } from '@enlaza/shared/format';
import { FUNNEL_MESSAGES, type StatsOverview } from '@enlaza/shared/stats';
import { comparisonLabel, formatRate } from '../utils/comparison-label';

interface SummaryCardProps {
  label: string;
  value: string;
  detail?: string;
  comparison: StatsOverview['comparisons']['totalViews'];
}

function SummaryCard({ label, value, detail, comparison }: SummaryCardProps) {
  const change = comparisonLabel(comparison);
  return (
    <li className="stat-card">
      <p className="stat-card-label">{label}</p>
      <p className="stat-card-value">{value}</p>
      {detail ? <p className="stat-card-detail">{detail}</p> : null}
      <p className={`stat-change stat-change-${change.tone}`}>
        <span aria-hidden="true">{change.text}</span>
        <span className="visually-hidden">{change.spoken}</span>
      </p>
    </li>
  );
}

/** The count, and that monthly charges are left out, as in the donation funnel (issue 30). */
const donationsCount = (n: number) =>
  `${formatNumber(n)} ${n === 1 ? 'donación aprobada' : 'donaciones aprobadas'}. ${FUNNEL_MESSAGES.oneOffOnly}`;

/** What the conversion rate divides: the donations made on the page whose visits are counted. */
const CONVERSION_DETAIL = {
  page: 'Donaciones en tu perfil por cada 100 visitas',
  event: 'Donaciones en el evento por cada 100 visitas a su página',
} as const;

/**
 * The totals of the range, each against the previous period of the same length; `onEvent` when they
 * are one event's (its page's visits and the donations made there).
 */
export function SummaryCards({ overview, onEvent = false }: { overview: StatsOverview; onEvent?: boolean }) {
  const { comparisons } = overview;
  return (
    <ul className="stat-cards analytics-summary" aria-label="Totales del período">
      <SummaryCard
        label="Visitas"
        value={formatNumber(overview.totalViews)}
        comparison={comparisons.totalViews}
      />
      <SummaryCard
        label="Visitantes únicos"
        value={formatNumber(overview.uniqueViews)}
        comparison={comparisons.uniqueViews}
      />
      <SummaryCard
        label="Clics"
        value={formatNumber(overview.totalClicks)}
        comparison={comparisons.totalClicks}
      />
      <SummaryCard
        label="Donaciones"
        value={formatARS(overview.totalDonations.amount)}
        detail={donationsCount(overview.totalDonations.count)}
        comparison={comparisons.totalDonations}
      />
      <SummaryCard
        label="Tasa de conversión"
        value={formatRate(overview.conversionRate)}
        detail={CONVERSION_DETAIL[onEvent ? 'event' : 'page']}
        comparison={comparisons.conversionRate}
      />
    </ul>
  );
}
