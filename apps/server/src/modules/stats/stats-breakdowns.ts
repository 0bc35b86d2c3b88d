import { STATS_BREAKDOWN_LIMIT, STATS_BREAKDOWN_MESSAGES } from '@enlaza/shared/stats';

/** The overview's breakdowns and the roll-up dimension each one reads (stats_daily_dimensions). */
export const BREAKDOWNS = {
  devices: 'device',
  browsers: 'browser',
  os: 'os',
  countries: 'country',
  provinces: 'province',
  campaigns: 'campaign',
} as const;
export type BreakdownKey = keyof typeof BREAKDOWNS;

const countryNames = new Intl.DisplayNames(['es-AR'], { type: 'region', fallback: 'code' });
const { unknown, devices } = STATS_BREAKDOWN_MESSAGES;

/** What the creator reads for a stored value: countries and devices in Spanish, '' as 'Desconocido'. */
export function breakdownName(dimension: string, value: string): string {
  if (value === '') return unknown;
  if (dimension === 'country') return countryNames.of(value) ?? value;
  if (dimension === 'device') return devices[value as keyof typeof devices] ?? devices.other;
  return value;
}

/** The top rows of each breakdown, named; values that share a name (two spellings) are added up. */
export function presentBreakdowns(
  byDimension: Map<string, { value: string; visits: number }[]>,
): Record<BreakdownKey, { name: string; visits: number }[]> {
  const present = (dimension: string) => {
    const named = new Map<string, number>();
    for (const row of byDimension.get(dimension) ?? []) {
      const name = breakdownName(dimension, row.value);
      named.set(name, (named.get(name) ?? 0) + row.visits);
    }
    return [...named.entries()]
      .map(([name, visits]) => ({ name, visits }))
      .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name, 'es'))
      .slice(0, STATS_BREAKDOWN_LIMIT);
  };
  return {
    devices: present(BREAKDOWNS.devices),
    browsers: present(BREAKDOWNS.browsers),
    os: present(BREAKDOWNS.os),
    countries: present(BREAKDOWNS.countries),
    provinces: present(BREAKDOWNS.provinces),
    campaigns: present(BREAKDOWNS.campaigns),
  };
}
