import { UAParser } from 'ua-parser-js';
import type { VisitTraits } from '../../ports/page-visits';
import { ipPlace } from './ip-place';

/** The dimensions the statistics break views and clicks down by (stats_daily_dimensions.dimension). */
export const VISIT_DIMENSIONS = ['country', 'province', 'device', 'browser', 'os', 'campaign'] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

/** ua-parser's device types folded into the three the statistics show, and 'other'. */
function deviceKind(type: string | undefined): string {
  if (type === undefined) return 'desktop';
  if (type === 'mobile' || type === 'tablet') return type;
  return 'other';
}

const short = (value: string | undefined) => (value ?? '').trim().slice(0, 60);

/** Place, device, browser and system of a visitor, from the address and user agent (neither is kept). */
export function visitTraits(ip: string, userAgent: string): VisitTraits {
  const ua = new UAParser(userAgent).getResult();
  return {
    ...ipPlace(ip),
    device: deviceKind(ua.device.type),
    browser: short(ua.browser.name),
    os: short(ua.os.name),
  };
}

/**
 * The campaign of the page's address: utm_source / utm_medium / utm_campaign, the parts present,
 * joined ('instagram / bio / lanzamiento'); null without any. `search` is a query string ('?a=b'),
 * a whole URL or a path with its query.
 */
export function campaignOf(search: string | null | undefined): string | null {
  if (!search) return null;
  const query = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search;
  const params = new URLSearchParams(query.split('#')[0]);
  const parts = ['utm_source', 'utm_medium', 'utm_campaign']
    .map((name) => (params.get(name) ?? '').trim().toLowerCase().slice(0, 60))
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** The (dimension, value) pairs one counted view or click adds to. Unknown values are '' ('Desconocido'). */
export function dimensionValues(
  traits: VisitTraits,
  campaign: string | null,
): { dimension: VisitDimension; value: string }[] {
  const pairs: { dimension: VisitDimension; value: string }[] = [
    { dimension: 'country', value: traits.country ?? '' },
    { dimension: 'device', value: traits.device },
    { dimension: 'browser', value: traits.browser },
    { dimension: 'os', value: traits.os },
  ];
  if (traits.country === 'AR') pairs.push({ dimension: 'province', value: traits.province ?? '' });
  if (campaign !== null) pairs.push({ dimension: 'campaign', value: campaign });
  return pairs;
}
