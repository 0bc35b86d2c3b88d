import type { Page } from 'playwright-core';

/** Waits until the service worker is active and controls the page (clients.claim on activation). */
export async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return registration.active?.scriptURL ?? '';
  });
}

/** The paths of every response the page's origin keeps in its caches. */
export async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}
