/**
 * A view of a server-rendered public page, counted apart from its HTML (issue 23) so that a cache may
 * keep the page: the page's script sends POST /api/track/view once it has loaded, and a page opened
 * without JavaScript loads the 1×1 image GET /api/track/view.gif from its <noscript>.
 */
export const TRACK_VIEW_PATH = '/api/track/view';
export const TRACK_VIEW_PIXEL_PATH = '/api/track/view.gif';

export const TRACKED_PAGES = ['profile', 'events', 'event'] as const;
export type TrackedPageKind = (typeof TRACKED_PAGES)[number];

/** Which page was opened: what the page's markup says about itself (data-view-* on its <noscript>). */
export interface ViewedPageIdentity {
  username: string;
  page: TrackedPageKind;
  eventId?: number | null;
}

/** The image's address for a page (relative: it is in the page's own markup). */
export function trackViewPixelUrl(identity: ViewedPageIdentity): string {
  const query = new URLSearchParams({ u: identity.username, p: identity.page });
  if (identity.eventId) query.set('e', String(identity.eventId));
  return `${TRACK_VIEW_PIXEL_PATH}?${query.toString()}`;
}
