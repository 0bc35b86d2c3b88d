import { createHmac, hash as digest } from 'node:crypto';
import { argentinaToday } from '@enlaza/shared/events';
import { KEEP_PAGE_HEADER } from '@enlaza/shared/http';

/**
 * User agents that are not a person opening the page: crawlers, link-preview fetchers of chat apps
 * and social networks, command-line clients and headless browsers. An empty user agent counts too.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|meta-externalagent|whatsapp|telegram|slack|discord|skype|embedly|quora link|pinterest|vkshare|bingpreview|lighthouse|pagespeed|gtmetrix|curl|wget|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia|headless|phantomjs|puppeteer|playwright|selenium|monitor|uptime|check_http|scan|autocannon|apachebench|\bab\/|wrk\/|\bk6\/|hey\/|jmeter|locust|gatling|siege/i;

export function isLikelyBot(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua.length === 0 || BOT_USER_AGENT.test(ua);
}

/** Browsers prefetching or prerendering a page ask with one of these; nobody has looked at it yet. */
export function isPrefetch(headers: Headers): boolean {
  // Most requests send none of them: no array, join or pattern for those (every beacon asks).
  if (
    headers['sec-purpose'] === undefined &&
    headers.purpose === undefined &&
    headers['x-purpose'] === undefined &&
    headers['x-moz'] === undefined
  ) {
    return false;
  }
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-purpose'], headers['x-moz']]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
  return /prefetch|prerender|preview/i.test(purpose);
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * Whether a request for a page is a person opening it rather than a fetch of the document made
 * afterwards (the copy the service worker keeps, any fetch() or preload). Sec-Fetch-Mode is set by the
 * browser, so a service worker can neither drop nor change it: navigations say 'navigate', also when
 * a worker forwards them (Chromium then sends Sec-Fetch-Dest 'empty', so the destination is no guide).
 * Clients that send no fetch metadata (curl, older browsers) open pages; the keep marker covers older
 * browsers' worker fetches.
 */
export function isPageOpening(headers: Headers): boolean {
  if (headers[KEEP_PAGE_HEADER] !== undefined) return false;
  const mode = headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
}

/**
 * Salted hashes of a visitor, rotating every Argentine calendar day: the same person on the same day
 * gets the same hash (one unique visitor), and no raw IP or cookie is ever kept. The day's salt is
 * derived from the server secret, so it is the same on every server copy and cannot be recomputed
 * without the secret.
 */
export class VisitorHasher {
  private day = '';
  private salt = '';

  constructor(private readonly secret: string) {}

  private saltFor(day: string): string {
    if (day !== this.day) {
      this.salt = createHmac('sha256', this.secret).update(`enlaza:visitor-salt:${day}`).digest('hex');
      this.day = day;
    }
    return this.salt;
  }

  // One-shot hashes of the joined text (the same digests as a hash object fed piece by piece, at a
  // fraction of the calls into the crypto binding: two per beacon).
  hash(now: Date, ip: string, userAgent: string): { day: string; hash: string } {
    const day = argentinaToday(now);
    return { day, hash: digest('sha256', `${this.saltFor(day)}\n${ip}\n${userAgent}`, 'hex') };
  }

  /** The address alone, salted the same way: what the per-IP caps count by (tracking-caps.ts). */
  ipHash(now: Date, ip: string): string {
    return digest('sha256', `${this.saltFor(argentinaToday(now))}\nip\n${ip}`, 'hex');
  }
}

/** Only the host of the page a visitor came from ('instagram.com'), never its path or query. */
export function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.replace(/^www\./, '').slice(0, 200) || null;
  } catch {
    return null;
  }
}
