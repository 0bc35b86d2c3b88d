import { type Comparison, STATS_MESSAGES } from '@enlaza/shared/stats';

export interface ChangeLabel {
  /** 'up' and 'down' carry an arrow and a colour; 'none' is the 'Sin datos del mes anterior' note. */
  tone: 'up' | 'down' | 'none';
  /** What is shown: '▲ 12 %' style, or the no-data note. */
  text: string;
  /** The same for screen readers, without the arrow glyph. */
  spoken: string;
}

/** The month-over-month change of a stat card (spec 02 §2). */
export function changeLabel(comparison: Partial<Comparison> | null | undefined): ChangeLabel {
  const percentage = comparison?.percentage;
  if (percentage === null || percentage === undefined || !Number.isFinite(percentage)) {
    return { tone: 'none', text: STATS_MESSAGES.noPreviousData, spoken: STATS_MESSAGES.noPreviousData };
  }
  const down = comparison?.trend === 'down' || (comparison?.trend == null && percentage < 0);
  const amount = `${Math.abs(Math.round(percentage))}%`;
  return down
    ? {
        tone: 'down',
        text: `▼ ${amount} vs. mes anterior`,
        spoken: `Bajó ${amount} respecto del mes anterior`,
      }
    : {
        tone: 'up',
        text: `▲ ${amount} vs. mes anterior`,
        spoken: `Subió ${amount} respecto del mes anterior`,
      };
}
