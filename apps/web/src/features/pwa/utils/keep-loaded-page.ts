import { KEEP_PAGE_HEADER } from '@enlaza/shared/http';

/**
 * The first visit loads before the service worker controls the page, so neither the page nor the
 * files it loaded went through the worker's caches. Once the worker is active, this asks it (Workbox's
 * CACHE_URLS message, answered through its own routes) to keep them, so the page opens offline even
 * after a single visit. Pages with a query string are never kept (routes.ts). The marker header also
 * tells the server this fetch is not another visit.
 */
export function keepLoadedPage(worker: ServiceWorker): void {
  const own = (href: string) => {
    const url = new URL(href, location.href);
    return url.origin === location.origin && url.pathname.startsWith('/assets/');
  };
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(own);
  const page: [string, RequestInit] = [location.href, { headers: { [KEEP_PAGE_HEADER]: 'page' } }];
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...new Set(files)] } });
}
