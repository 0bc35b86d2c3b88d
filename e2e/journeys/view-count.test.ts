import { argentinaToday } from '@enlaza/shared/events';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, PHONE_UA, sharedBrowser, uniqueCreator } from '../support/browser';
import { cachedPaths, controlledBy } from '../support/service-worker';
import { type ApiSession, registerViaApi } from '../support/session';

/**
 * One visit is one view (issue #18 §11). On the first visit the page asks the freshly installed
 * service worker to keep a copy of itself (features/pwa/utils/keep-loaded-page.ts): that second fetch
 * of the document must not count as another view.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('visitas');
let eventId = 0;

async function api<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** The creator's statistics of the last 7 days, of the whole page or of one event page. */
async function views(event?: number): Promise<{ total: number; unique: number }> {
  const query = event === undefined ? '' : `&eventId=${event}`;
  const overview = await api<{ totalViews: number; uniqueViews: number }>(
    'GET',
    `/stats/overview?period=7d${query}`,
  );
  return { total: overview.totalViews, unique: overview.uniqueViews };
}

function visitorPage(): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(browser, { serviceWorkers: true, mobile: true, userAgent: PHONE_UA });
}

/**
 * Opens `path` as a first-time visitor and waits until the service worker controls the page and has
 * kept its own copy of the document, i.e. until the second fetch of the page has been answered.
 */
async function visitAndLetTheWorkerKeepIt(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await controlledBy(page);
  await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).toContain(path);
}

/** Long enough for the server's batched view writes (a fifth of a second) to land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  await api('POST', '/links', { title: 'Instagram', url: 'https://instagram.com/visitas' });
  const created = await api<{ event: { id: number } }>('POST', '/events', {
    title: 'Peña de prueba',
    event_date: argentinaToday(new Date(Date.now() + 7 * 86_400_000)),
    event_time: '21:00',
    location: 'Club Atlético',
  });
  eventId = created.event.id;
});
describe('a visit counts once, whatever the service worker fetches afterwards', () => {
  it('counts one view and one unique visitor for one visit to the profile, reloaded through the worker', async () => {
    const { context, page } = await visitorPage();
    const path = `/u/${creator.username}`;
    await visitAndLetTheWorkerKeepIt(page, path);
    // The beacon leaves once the page has loaded: wait for it, then make sure nothing else counts.
    await expect.poll(() => views(), { timeout: 10_000 }).toEqual({ total: 1, unique: 1 });
    await settle();
    expect(await views()).toEqual({ total: 1, unique: 1 });

    // Fetches of the document without the worker's marker: a script's fetch() and a prefetch. The
    // browser's own fetch metadata tells them from a visit.
    await page.evaluate(async () => {
      await fetch(location.href, { cache: 'no-store' });
      await new Promise((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = `${location.href}?p=1`;
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
    });
    await settle();
    expect(await views()).toEqual({ total: 1, unique: 1 });

    // The same person coming back, now through the worker's network-first route: the page still tells
    // its view (so the fix does not drop real visits the worker carries), and within half an hour it is
    // the same visit, so it counts once (issue 30).
    const told = page.waitForResponse(
      (r) => r.url().endsWith('/api/track/view') && r.request().method() === 'POST',
    );
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await told).status()).toBe(204);
    await settle();
    expect(await views()).toEqual({ total: 1, unique: 1 });
    await context.close();
  });

  it('counts one view and one unique visitor for one visit to an event page', async () => {
    const { context, page } = await visitorPage();
    await visitAndLetTheWorkerKeepIt(page, `/e/${creator.username}/${eventId}`);
    await expect.poll(() => views(eventId), { timeout: 10_000 }).toEqual({ total: 1, unique: 1 });
    await settle();
    expect(await views(eventId)).toEqual({ total: 1, unique: 1 });
    await context.close();
  });
});

describe('a visit without JavaScript counts once, through the page image', () => {
  it('counts the profile opened without JavaScript once, through its <noscript> image', async () => {
    const before = await views();
    const { context, page } = await newPage(browser, {
      serviceWorkers: true,
      mobile: true,
      userAgent: PHONE_UA,
      javaScriptEnabled: false,
      forwardedFor: '198.51.100.77',
    });
    const pixel = page.waitForResponse((r) => r.url().includes('/api/track/view.gif'));
    const response = await page.goto(`/u/${creator.username}`);
    expect(response?.status()).toBe(200);
    expect((await pixel).headers()['cache-control']).toBe('no-store');
    await expect
      .poll(() => views(), { timeout: 10_000 })
      .toEqual({ total: before.total + 1, unique: before.unique + 1 });
    await settle();
    expect(await views()).toEqual({ total: before.total + 1, unique: before.unique + 1 });
    await context.close();
  });
});
