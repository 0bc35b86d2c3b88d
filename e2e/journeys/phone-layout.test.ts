import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser } from '../support/browser';
import { type ApiSession, signedInPage } from '../support/session';

/**
 * Phone layouts (issue 13, item 2): no page of the route table (apps/web/src/app/router.tsx) scrolls
 * sideways or cuts its title at 360 and 412 px, and no tab or button is cut. The journey servers run
 * the donations and statistics screens, so every dashboard route renders.
 */

let browser: Browser;
let session: ApiSession;
let eventId = 0;

const WIDTHS = [360, 412] as const;

/** Every route of the web router, with demo values for its parameters. */
const publicRoutes = () => [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/creadores-destacados',
  '/donacion/no-existe',
  '/terminos',
  '/privacidad',
  '/cookies',
  '/no-existe',
  '/u/demo',
  '/u/demo/events',
  `/e/demo/${eventId}`,
];
const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/links',
  '/dashboard/goals',
  '/dashboard/events',
  '/dashboard/spotify',
  '/dashboard/donations',
  '/dashboard/analytics',
  '/dashboard/subscribers',
  '/dashboard/monthly',
  '/dashboard/gorra',
];

beforeAll(async () => {
  browser = await sharedBrowser();
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
  });
  session = ((await login.json()) as { data: ApiSession }).data;
  const events = await fetch(`${baseUrl()}/api/public/demo/events?filter=all`);
  const body = (await events.json()) as { data: { events: { id: number }[] } };
  eventId = body.data.events[0]?.id ?? 0;
});

/** What is wrong with the page's layout at this width: sideways scrolling, cut titles, tabs or buttons. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(`scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    }
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    for (const el of document.querySelectorAll('h1, [role="tab"], .pp-tab, button, .btn')) {
      if (!visible(el) || el.closest('[aria-hidden="true"], .visually-hidden')) continue;
      const rect = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut: ${el.tagName.toLowerCase()} "${name(el)}"`);
      else if (rect.right > width + 1 || rect.left < -1) {
        problems.push(`off screen: ${el.tagName.toLowerCase()} "${name(el)}"`);
      } else if (el.matches('h1, [role="tab"], .pp-tab')) {
        // A clipping ancestor (a scrolling tab strip) hides part of it.
        for (let parent = el.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow === 'visible') continue;
          const box = parent.getBoundingClientRect();
          if (rect.right > box.right + 1 || rect.left < box.left - 1) {
            problems.push(`clipped: ${el.tagName.toLowerCase()} "${name(el)}"`);
          }
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * Opens each route once on a phone at the narrowest width, then widens the same page: the layout
 * follows the viewport (CSS, and the one chart through a ResizeObserver), so one visit answers for
 * every width. Narrow first, so nothing still sized for a wider screen is measured.
 */
async function problemsByWidth(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Resize observers and the renders they cause run on the next frames.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const problems = await layoutProblems(page);
      if (problems.length) found[`${path} at ${width} px`] = problems;
    }
  }
  return found;
}

describe('phone layouts', () => {
  it(`no public page scrolls sideways or cuts its title at ${WIDTHS.join(' or ')} px`, async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    expect(await problemsByWidth(page, publicRoutes())).toEqual({});
    await context.close();
  });

  it(`no dashboard page scrolls sideways or cuts its title at ${WIDTHS.join(' or ')} px`, async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    expect(await problemsByWidth(page, DASHBOARD_ROUTES)).toEqual({});
    await context.close();
  });

  it('says an online event is online once on its card', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/u/demo/events');
    const card = page.getByRole('article').filter({ hasText: 'Taller online de composición' });
    await card.waitFor();
    const text = await card.innerText();
    expect(text.match(/\bOnline\b/g) ?? []).toHaveLength(1);
    await context.close();
  });
});
