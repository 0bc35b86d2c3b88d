/**
 * Sent by a page asking the service worker to keep a copy of itself (web: features/pwa): that fetch
 * of the document is not another visit, so the server's view counter skips it.
 */
export const KEEP_PAGE_HEADER = 'x-enlaza-keep';
