import { formatARS } from '@enlaza/shared/money';
import { MONTHLY_SCREEN_MESSAGES, type MonthlySummary } from '@enlaza/shared/monthly';

const T = MONTHLY_SCREEN_MESSAGES.figures;

/** The three figures: active supporters, the monthly income (their tiers' sum) and this month's cancellations. */
export function MonthlyFigures({ summary }: { summary: MonthlySummary }) {
  const figures: [string, string, string][] = [
    ['active', T.active, String(summary.active)],
    ['income', T.income, formatARS(summary.monthly_income)],
    ['cancelled', T.cancelled, String(summary.cancelled_this_month)],
  ];
  return (
    <dl className="donations-stats monthly-figures">
      {figures.map(([key, label, value]) => (
        <div key={key} className="donations-stat" data-testid={`monthly-figure-${key}`}>
          <dt className="donations-stat-label">{label}</dt>
          <dd className="donations-stat-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
