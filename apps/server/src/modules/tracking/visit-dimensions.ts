import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';
import type { VisitTraits } from '../../ports/page-visits';
import { type IpPlace, ipPlace } from './ip-place';

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

type Software = Pick<VisitTraits, 'device' | 'browser' | 'os'>;

function softwareOf(userAgent: string): Software {
  const ua = new UAParser(userAgent).getResult();
  return { device: deviceKind(ua.device.type), browser: short(ua.browser.name), os: short(ua.os.name) };
}

/** Place, device, browser and system of a visitor, from the address and user agent (neither is kept). */
export function visitTraits(ip: string, userAgent: string): VisitTraits {
  return { ...ipPlace(ip), ...softwareOf(userAgent) };
}

/**
 * `visitTraits` parsed once per visitor rather than per request: the user agent's parse kept by its
 * text (a crowd shares a few hundred of them), the place by the address's salted hash (the address
 * itself is not kept, not even here). Both bounded, the least recently used going first.
 */
export class VisitTraitsCache {
  private readonly software: LRUCache<string, Software>;
  private readonly places: LRUCache<string, IpPlace>;

  constructor(maxEntries = 10_000) {
    this.software = new LRUCache({ max: maxEntries });
    this.places = new LRUCache({ max: maxEntries });
  }

  traits(ip: string, ipHash: string, userAgent: string): VisitTraits {
    // A user agent longer than any browser's is parsed without being kept.
    const software =
      userAgent.length > 512
        ? softwareOf(userAgent)
        : kept(this.software, userAgent, () => softwareOf(userAgent));
    return { ...kept(this.places, ipHash, () => ipPlace(ip)), ...software };
  }
}

/** The cached value, or `make`'s, kept. */
function kept<V extends object>(cache: LRUCache<string, V>, key: string, make: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = make();
  cache.set(key, made);
  return made;
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
