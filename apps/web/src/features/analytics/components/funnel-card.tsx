import { formatARS, formatNumber } from '@enlaza/shared/format';
import { FUNNEL_MESSAGES } from '@enlaza/shared/stats';
import { useId } from 'react';
import { useStatsFunnel } from '../api/get-stats-funnel';
import type { AnalyticsRange } from '../utils/analytics-range';
import { comparisonLabel, formatRate } from '../utils/comparison-label';
import { changeFrom, funnelSteps } from '../utils/funnel-steps';

/**
 * The donation funnel of the range: visitors → opened 'Aportar' → started a payment → paid, each
 * step's share of the one before and its change against the previous period. Every step counts
 * people, so none exceeds the one before; monthly charges are left out, as in the 'Donaciones' card.
 */
export function FunnelCard({ range, eventId }: { range: AnalyticsRange; eventId: number | null }) {
  const titleId = useId();
  const query = useStatsFunnel(range, eventId);
  const funnel = query.data;
  const steps = funnel ? funnelSteps(funnel) : [];
  // The first step is the largest (each step's people are among the one before's).
  const max = Math.max(1, steps[0]?.value ?? 0);
  return (
    <section className="home-card analytics-funnel" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card-title">
        Embudo de aportes
      </h2>
      {funnel ? (
        <>
          <p className="home-muted">{FUNNEL_MESSAGES.unit}</p>
          <ol className="analytics-ranked">
            {steps.map((step) => {
              const change = comparisonLabel(changeFrom(step.value, step.previous));
              return (
                <li key={step.key} className="analytics-ranked-row" data-step={step.key}>
                  <div className="analytics-ranked-text">
                    <span className="analytics-ranked-label">{step.label}</span>
                    {step.conversion !== null ? (
                      <span className="home-muted analytics-funnel-rate">
                        {formatRate(step.conversion)} del paso anterior
                      </span>
                    ) : null}
                    <span className={`stat-change stat-change-${change.tone}`}>
                      <span aria-hidden="true">{change.text}</span>
                      <span className="visually-hidden">{change.spoken}</span>
                    </span>
                  </div>
                  <span className="analytics-ranked-value">{formatNumber(step.value)}</span>
                  <span className="analytics-ranked-bar" aria-hidden="true">
                    <span
                      className="analytics-ranked-fill"
                      style={{ width: `${Math.round((step.value / max) * 100)}%` }}
                    />
                  </span>
                </li>
              );
            })}
          </ol>
          <p className="home-muted analytics-funnel-amount">
            Aprobado: {formatARS(funnel.approved_amount)}
            {funnel.previous ? ` (período anterior: ${formatARS(funnel.previous.approved_amount)})` : ''}.{' '}
            {FUNNEL_MESSAGES.oneOffOnly}
          </p>
        </>
      ) : query.isError ? (
        <p className="home-muted">No pudimos cargar el embudo de aportes.</p>
      ) : (
        <p className="home-muted" role="status">
          Cargando el embudo...
        </p>
      )}
    </section>
  );
}
