import type { FastifyRequest } from 'fastify';

export type TrackedPage = 'profile' | 'events' | 'event';

export interface Visitor {
  /** Not counted: a crawler, a link preview, a prefetch. */
  ignored: boolean;
  hash: string;
  day: string;
  /** Salted hash of the IP address, for the per-IP caps. */
  ipHash: string;
}

/**
 * Visitors of the server-rendered pages, offered by tracking. The pages' views are not counted here:
 * each page tells its own view once loaded (POST /api/track/view, or its <noscript> image), so the HTML
 * may come from a cache.
 */
export interface PageVisits {
  visitor(request: FastifyRequest): Visitor;
  /** Counts a click on a shown link and answers where it goes, or null when the link is not shown. */
  followLink(linkId: number, visitor: Visitor): Promise<string | null>;
  /** Writes the views still waiting (the app calls this when it closes). */
  flushViews(): Promise<void>;
}
