import { STATS_RANGE_MESSAGES } from '@enlaza/shared/stats';

export interface ComparisonLabel {
  tone: 'up' | 'down' | 'none';
  /** '▲ 12% vs. período anterior', or 'Sin datos del período anterior'. */
  text: string;
  /** The same without the arrow glyph, for screen readers. */
  spoken: string;
}

/** The change of a figure against the previous period of equal length. */
export function comparisonLabel(comparison: {
  percentage: number | null;
  trend: 'up' | 'down' | null;
}): ComparisonLabel {
  const { percentage, trend } = comparison;
  if (percentage === null || trend === null) {
    return {
      tone: 'none',
      text: STATS_RANGE_MESSAGES.noPreviousData,
      spoken: STATS_RANGE_MESSAGES.noPreviousData,
    };
  }
  const amount = `${Math.abs(percentage)}%`;
  return trend === 'down'
    ? {
        tone: 'down',
        text: `▼ ${amount} vs. período anterior`,
        spoken: `Bajó ${amount} respecto del período anterior`,
      }
    : {
        tone: 'up',
        text: `▲ ${amount} vs. período anterior`,
        spoken: `Subió ${amount} respecto del período anterior`,
      };
}

/** '12,5 %' style conversion rate, one decimal. */
export function formatRate(rate: number): string {
  return `${rate.toLocaleString('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
