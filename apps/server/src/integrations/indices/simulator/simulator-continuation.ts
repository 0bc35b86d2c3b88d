import {
  addMonths,
  type IndexKey,
  type IndexPoint,
  monthStart,
  multiply,
  parseDecimal,
  percentFactor,
  roundRatio,
} from '@enlaza/shared/indices';
import { SHIPPED_HISTORY } from './shipped-history';

/**
 * SAMPLE monthly inflation for the months after the shipped history, by calendar month (January
 * first): believable figures for an offline demo, not a forecast.
 */
export const SAMPLE_MONTHLY_RATES = [
  '2.3',
  '2.1',
  '2.5',
  '2.2',
  '1.9',
  '2.0',
  '2.4',
  '2.6',
  '2.1',
  '2.0',
  '2.3',
  '2.7',
];

/** SAMPLE monthly rise of the official dollar after the shipped history, in % (a crawling peg). */
export const SAMPLE_USD_MONTHLY_PCT = '1.0';

/** INDEC publishes a month's CPI around the 14th of the next month: the simulator shows it from the 15th. */
export const IPC_PUBLISHED_DAY = 15;

function shippedPoints(key: IndexKey): IndexPoint[] {
  return SHIPPED_HISTORY[key].lines
    .trim()
    .split('\n')
    .map((line) => {
      const [date = '', value = ''] = line.trim().split(/\s+/);
      return { date, value };
    });
}

const SHIPPED: Record<IndexKey, IndexPoint[]> = {
  ipc: shippedPoints('ipc'),
  uva: shippedPoints('uva'),
  cer: shippedPoints('cer'),
  usd_oficial: shippedPoints('usd_oficial'),
};

/** The last month whose CPI is out on `today` (October's from November 15th). */
function lastPublishedIpcMonth(today: string): string {
  const day = Number(today.slice(8, 10));
  return addMonths(monthStart(today), day >= IPC_PUBLISHED_DAY ? -1 : -2);
}

/** Monthly rates: the shipped ones, then the sample cycle, every month up to `lastMonth`. */
function ipcUpTo(lastMonth: string): IndexPoint[] {
  const points = SHIPPED.ipc.filter((p) => p.date <= lastMonth);
  let month = addMonths((SHIPPED.ipc.at(-1) as IndexPoint).date, 1);
  while (month <= lastMonth) {
    points.push({ date: month, value: SAMPLE_MONTHLY_RATES[Number(month.slice(5, 7)) - 1] as string });
    month = addMonths(month, 1);
  }
  return points;
}

/**
 * A level on the 1st of each month up to `today`: the shipped values, then each month the previous
 * one times (1 + rate), rounded to the series' decimals. UVA and CER take the CPI of two months
 * before (the BCRA's lag, simplified); the dollar a fixed sample crawl.
 */
function levelUpTo(key: Exclude<IndexKey, 'ipc'>, today: string): IndexPoint[] {
  const { places } = SHIPPED_HISTORY[key];
  const points = SHIPPED[key].filter((p) => p.date <= today);
  const last = SHIPPED[key].at(-1) as IndexPoint;
  if (last.date > today) return points;
  const rates = new Map(ipcUpTo(monthStart(today)).map((p) => [p.date, p.value]));
  let value = last.value;
  let month = addMonths(last.date, 1);
  while (month <= today) {
    const rate = key === 'usd_oficial' ? SAMPLE_USD_MONTHLY_PCT : (rates.get(addMonths(month, -2)) as string);
    value = roundRatio(multiply(parseDecimal(value), percentFactor(rate)), places);
    points.push({ date: month, value });
    month = addMonths(month, 1);
  }
  return points;
}

/**
 * The whole simulated series as known on `today` ('YYYY-MM-DD'): a pure function of the two, so
 * every copy and every run shows the same figures, and a later day only adds values.
 */
export function simulatedSeries(key: IndexKey, today: string): IndexPoint[] {
  if (key === 'ipc') return ipcUpTo(lastPublishedIpcMonth(today));
  return levelUpTo(key, today);
}
