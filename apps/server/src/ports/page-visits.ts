import type { FastifyRequest } from 'fastify';

export type TrackedPage = 'profile' | 'events' | 'event';

/** Where a visitor is and what they use, derived from the request; the IP address itself is never kept. */
export interface VisitTraits {
  /** ISO country code ('AR'), or null when unknown. */
  country: string | null;
  /** The Argentine province in Spanish, or null. */
  province: string | null;
  /** 'mobile', 'tablet', 'desktop' or 'other'. */
  device: string;
  /** Browser and system names ('Chrome', 'Android'); '' when unknown. */
  browser: string;
  os: string;
}

export interface Visitor {
  /** Not counted: a crawler, a link preview, a prefetch. */
  ignored: boolean;
  hash: string;
  day: string;
  /** Salted hash of the IP address, for the per-IP caps. */
  ipHash: string;
  /** Null for an ignored visitor (nothing is looked up for it). */
  traits: VisitTraits | null;
}

/**
 * Visitors of the server-rendered pages, offered by tracking. The pages' views are not counted here:
 * each page tells its own view once loaded (POST /api/track/view, or its <noscript> image), so the HTML
 * may come from a cache.
 */
export interface PageVisits {
  visitor(request: FastifyRequest): Visitor;
  /** The visitor's daily hash as their views are counted, or null for one the bot filter ignores. */
  visitorHash(request: FastifyRequest): string | null;
  /** Counts a click on a shown link and answers where it goes, or null when the link is not shown. */
  followLink(linkId: number, visitor: Visitor): Promise<string | null>;
  /** Counts a click on a creator's social icon and answers where it goes, or null when there is none. */
  followSocial(username: string, network: string, visitor: Visitor): Promise<string | null>;
  /**
   * Counts a visitor opening 'Aportar' without a script (the /u/{username}/aportar form page), after
   * the answer has gone out; once per visitor and hour.
   */
  recordDonateOpenedInBackground(request: FastifyRequest, userId: number, eventId?: number | null): void;
  /** Writes the views still waiting (the app calls this when it closes). */
  flushViews(): Promise<void>;
}
