/**
 * How the service worker treats one request. `null` means "not ours": the browser handles it as if
 * there were no worker, so nothing of it is ever cached. That is the answer for the API, uploads,
 * other origins, anything but GET and anything sent with an Authorization header.
 */
export type RequestStrategy = 'navigation' | 'cache-first' | 'network-first';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  headers: { has(name: string): boolean };
}

const NEVER_HANDLED = [/^\/api(?:\/|$)/, /^\/uploads(?:\/|$)/, /^\/sw\.js$/];

export function strategyFor(
  request: RequestFacts,
  origin: string,
  staticFiles: readonly string[],
): RequestStrategy | null {
  if (request.method !== 'GET') return null;
  if (request.headers.has('authorization')) return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (NEVER_HANDLED.some((pattern) => pattern.test(url.pathname))) return null;
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  if (staticFiles.includes(url.pathname)) return 'network-first';
  return null;
}

/**
 * Whether a page answer may be kept for offline reading. Addresses with a query string are not:
 * they can carry one-time values (password reset tokens, OAuth results) that must not be stored.
 */
export function keepsPageForOffline(url: string): boolean {
  try {
    return new URL(url).search === '';
  } catch {
    return false;
  }
}
