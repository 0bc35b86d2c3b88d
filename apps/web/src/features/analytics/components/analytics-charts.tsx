import { formatARS, formatNumber } from '@enlaza/shared/format';
import type { StatsDetailed, StatsOverview } from '@enlaza/shared/stats';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { dayToSeconds, formatShortDay } from '../utils/analytics-range';
import { UPlotChart } from './uplot-chart';

// The same colours as the design tokens (uPlot draws on a canvas, where CSS variables do not reach).
const PRIMARY = '#6366f1';
const ACCENT = '#b45309';
const GRID = '#e2e8f0';
const TEXT = '#475569';

const DAY = 86_400;
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TICK_SIZE = 8;
const LABEL_GAP = 5;

const dayLabel = (seconds: number) => formatShortDay(new Date(seconds * 1000).toISOString().slice(0, 10));

let measuring: CanvasRenderingContext2D | null = null;
/** The width in CSS pixels of an axis label, as the chart will draw it. */
function labelWidth(text: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * 8;
  measuring.font = AXIS_FONT;
  return measuring.measureText(text).width;
}

/**
 * The y axis is as wide as its widest label ('$ 70.000' is wider than '40'), plus the tick, the
 * gap and a few pixels of margin: a fixed width cut the '$' of larger amounts.
 */
const yAxisSize: uPlot.Axis.Size = (_u, values) =>
  Math.ceil(TICK_SIZE + LABEL_GAP + 4 + Math.max(24, ...(values ?? []).map(labelWidth)));

/** One tick per day (or every few days when they don't fit), counted back from the last day. */
const daySplits: uPlot.Axis.Splits = (u, _axis, min, max, foundIncr) => {
  const days = Array.from(u.data[0] ?? [], Number).filter((t) => t >= min && t <= max);
  const step = Math.max(1, Math.round(foundIncr / DAY));
  return days.filter((_t, i) => (days.length - 1 - i) % step === 0);
};

const axes = (formatY: (n: number) => string): uPlot.Axis[] => [
  {
    stroke: TEXT,
    font: AXIS_FONT,
    grid: { stroke: GRID, width: 1 },
    ticks: { stroke: GRID, size: TICK_SIZE },
    gap: LABEL_GAP,
    splits: daySplits,
    values: (_u, splits) => splits.map(dayLabel),
  },
  {
    stroke: TEXT,
    font: AXIS_FONT,
    grid: { stroke: GRID, width: 1 },
    ticks: { stroke: GRID, size: TICK_SIZE },
    gap: LABEL_GAP,
    size: yAxisSize,
    values: (_u, splits) => splits.map(formatY),
  },
];

const base = {
  // Days are calendar days: read the x values as UTC so no browser zone moves them.
  tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC'),
  cursor: { drag: { x: false, y: false } },
  legend: { show: true, live: false },
};

/** Visits and unique visitors per day, as two lines. */
export function ViewsChart({ days }: { days: StatsOverview['viewsByDay'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [days.map((d) => dayToSeconds(d.date)), days.map((d) => d.views), days.map((d) => d.unique)],
    [days],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      ...base,
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max * 1.1)] } },
      axes: axes((n) => formatNumber(n)),
      series: [
        {},
        {
          label: 'Visitas',
          stroke: PRIMARY,
          width: 2,
          fill: 'rgba(99, 102, 241, 0.12)',
          points: { show: days.length <= 31 },
        },
        { label: 'Visitantes únicos', stroke: ACCENT, width: 2, dash: [6, 4], points: { show: false } },
      ],
    }),
    [days.length],
  );
  return <UPlotChart options={options} data={data} />;
}

/** Approved donations per day, as bars of the amount. */
export function DonationsChart({ days }: { days: StatsDetailed['dailyDonations'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [days.map((d) => dayToSeconds(d.date)), days.map((d) => d.amount)],
    [days],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      ...base,
      scales: {
        // Half a day on each side: the first and last bars are drawn whole, not cut at the edges.
        x: { time: true, range: (_u, min, max) => [min - DAY / 2, max + DAY / 2] },
        y: { range: (_u, _min, max) => [0, Math.max(1000, max * 1.1)] },
      },
      axes: axes((n) => formatARS(n)),
      series: [
        {},
        {
          label: 'Monto donado',
          stroke: PRIMARY,
          fill: 'rgba(99, 102, 241, 0.55)',
          paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          points: { show: false },
        },
      ],
    }),
    [],
  );
  return <UPlotChart options={options} data={data} />;
}
