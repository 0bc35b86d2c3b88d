import { formatDayAr } from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import { TAX_MESSAGES as T, type TaxSummary } from '@enlaza/shared/tax';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TaxCategoryForm } from './tax-category-form';

const pct = (value: number) => value.toLocaleString('es-AR', { maximumFractionDigits: 1 });

/** The monotributo category and, with one, the last 12 months against its ceiling. */
export function TaxCeilingCard({ summary }: { summary: TaxSummary }) {
  const ceiling = summary.ceiling;
  return (
    <section className="card tax-ceiling" aria-labelledby="tax-ceiling-title">
      <h2 id="tax-ceiling-title">{T.ceiling.title}</h2>
      <TaxCategoryForm current={summary.monotributo_category} />
      {ceiling ? (
        <div className="tax-ceiling-usage">
          <p className="tax-ceiling-pct">{T.ceiling.usage(pct(ceiling.used_pct), ceiling.category)}</p>
          <ProgressBar
            className="tax-bar"
            fillClassName={ceiling.alert_level >= 80 ? 'tax-bar-fill is-warning' : 'tax-bar-fill'}
            value={Math.min(100, ceiling.used_pct)}
            label={T.ceiling.title}
            valueText={`${pct(ceiling.used_pct)} %`}
          />
          <p>
            {T.ceiling.amounts(
              Money.fromPesos(ceiling.rolling_12m).format(),
              Money.fromPesos(ceiling.annual_limit).format(),
            )}
          </p>
          <p className="muted">{T.ceiling.effective(formatDayAr(ceiling.effective_from))}</p>
        </div>
      ) : (
        <p className="muted">{summary.monotributo_category ? T.ceiling.missingTable : T.ceiling.none}</p>
      )}
    </section>
  );
}
