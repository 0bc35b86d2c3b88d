/**
 * Enlazá's service worker, built to /sw.js by build/service-worker-plugin.ts (which prepends the
 * manifest of the build). Navigations: network first, falling back offline to the last copy of that
 * page or to the app shell. Hashed assets: cache first. The API, uploads and anything carrying an
 * Authorization header are never touched (see request-strategy.ts).
 */
import {
  MANIFEST_GLOBAL,
  type ServiceWorkerManifest,
  SHELL_URL,
  STATIC_SHELL_FILES,
} from './precache-manifest';
import { keepsPageForOffline, strategyFor } from './request-strategy';

// The project compiles with the DOM library; these are the few worker-only types this file needs.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope & { [MANIFEST_GLOBAL]?: ServiceWorkerManifest };
const manifest: ServiceWorkerManifest = scope[MANIFEST_GLOBAL] ?? { version: 'dev', shell: [], assets: [] };

const SHELL_CACHE = `enlaza-shell-${manifest.version}`;
const ASSET_CACHE = 'enlaza-assets';
const PAGE_CACHE = 'enlaza-pages';
/** Pages kept for offline reading (public profiles visited, the dashboard shell): the newest ones. */
const MAX_PAGES = 30;

const origin = scope.location.origin;
const precacheUrls = [SHELL_URL, ...STATIC_SHELL_FILES, ...manifest.shell];

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // 'reload' skips the HTTP cache: the shell must be this build's, not a stale copy.
      await cache.addAll(precacheUrls.map((url) => new Request(url, { cache: 'reload' })));
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        // Old shells and old pages point at the previous build's assets.
        if ((name.startsWith('enlaza-shell-') && name !== SHELL_CACHE) || name === PAGE_CACHE) {
          await caches.delete(name);
        }
      }
      const assets = await caches.open(ASSET_CACHE);
      const current = new Set(manifest.assets);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await scope.clients.claim();
    })(),
  );
});

function cacheable(response: Response): boolean {
  return response.ok && response.type === 'basic';
}

async function trimPages(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(request);
}

async function navigation(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (cacheable(response) && keepsPageForOffline(request.url)) {
      const cache = await caches.open(PAGE_CACHE);
      await cache.delete(request);
      await cache.put(request, response.clone());
      await trimPages(cache);
    }
    return response;
  } catch {
    const page = await caches.match(request, { cacheName: PAGE_CACHE });
    const shell = page ?? (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE }));
    return shell ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin, STATIC_SHELL_FILES);
  if (strategy === 'navigation') event.respondWith(navigation(event.request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event.request));
});
