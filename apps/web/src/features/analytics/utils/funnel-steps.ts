import type { StatsFunnel, StatsFunnelFigures } from '@enlaza/shared/stats';

export interface FunnelStep {
  key: keyof Pick<StatsFunnelFigures, 'visitors' | 'donate_opened' | 'checkouts' | 'approved'>;
  label: string;
  value: number;
  /** Share of the step before, in percent with one decimal; null for the first step or after a zero. */
  conversion: number | null;
  /** The same step in the period before (null when there is none, as for 'all'). */
  previous: number | null;
}

/** Every step counts people (visitors, once a day), each step's among the one before's. */
const LABELS: Record<FunnelStep['key'], string> = {
  visitors: 'Visitantes de la página',
  donate_opened: 'Abrieron «Aportar»',
  checkouts: 'Iniciaron un pago',
  approved: 'Completaron un aporte',
};

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Visitors → opened 'Aportar' → started a payment → paid, each with its conversion. */
export function funnelSteps(funnel: StatsFunnel): FunnelStep[] {
  const keys: FunnelStep['key'][] = ['visitors', 'donate_opened', 'checkouts', 'approved'];
  return keys.map((key, i) => {
    const before = i > 0 ? funnel[keys[i - 1] as FunnelStep['key']] : 0;
    return {
      key,
      label: LABELS[key],
      value: funnel[key],
      conversion: i > 0 && before > 0 ? percent(funnel[key], before) : null,
      previous: funnel.previous ? funnel.previous[key] : null,
    };
  });
}

/** Change against the previous period as a whole percentage, like the other comparisons (none without a base). */
export function changeFrom(
  current: number,
  previous: number | null,
): {
  percentage: number | null;
  trend: 'up' | 'down' | null;
} {
  if (previous === null || previous <= 0) return { percentage: null, trend: null };
  const percentage = Math.round(((current - previous) / previous) * 100);
  return { percentage, trend: percentage < 0 ? 'down' : 'up' };
}
