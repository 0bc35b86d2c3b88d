/**
 * The requests the service worker's runtime routes take. Workbox writes each of these functions into
 * sw.js as source text (see build/pwa-options.ts), so each must stand alone: no imports, no outer
 * names. What no route takes — the API, uploads, the worker itself, other origins, anything but GET,
 * anything sent with an Authorization header — goes to the network untouched and is never cached.
 */
export interface RouteFacts {
  url: URL;
  request: { method: string; mode: string; headers: { has(name: string): boolean } };
  sameOrigin: boolean;
}

/**
 * A page of ours kept for offline reading (network first): a plain address, not the API or uploads.
 * Besides navigations, it takes the copy a page asks the worker to keep of itself when the worker was
 * not yet in control as it loaded (marked `x-enlaza-keep`, KEEP_PAGE_HEADER of @enlaza/shared/http
 * written out since these functions stand alone; see utils/keep-loaded-page.ts).
 */
export const isKeptPage = ({ url, request, sameOrigin }: RouteFacts): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  (request.mode === 'navigate' || request.headers.has('x-enlaza-keep')) &&
  !request.headers.has('authorization') &&
  url.search === '' &&
  !/^\/(?:api|uploads)(?:\/|$)|^\/sw\.js$/.test(url.pathname);

/**
 * A page whose address has a query string: from the network only (offline: the app shell), never
 * stored, since it can carry one-time values (password reset tokens, OAuth results).
 */
export const isOneTimePage = ({ url, request, sameOrigin }: RouteFacts): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  request.mode === 'navigate' &&
  !request.headers.has('authorization') &&
  url.search !== '' &&
  !/^\/(?:api|uploads)(?:\/|$)|^\/sw\.js$/.test(url.pathname);

/** A hashed build file (cache first: its name changes with its content). */
export const isHashedAsset = ({ url, request, sameOrigin }: RouteFacts): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  !request.headers.has('authorization') &&
  url.pathname.startsWith('/assets/');
