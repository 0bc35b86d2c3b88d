import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
describe('API reference', () => {
  it('renders /api/docs from the generated document, under the app CSP and without the network', async () => {
    const { context, page } = await newPage(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const outside: string[] = [];
    const origin = new URL(baseUrl()).origin;
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    await page.goto('/api/docs/');
    // The first request builds the OpenAPI document from every route's schema (seconds of CPU) and the
    // reference's bundle is 1.7 MB of script: on a busy machine that outlasts the default 15 s.
    const heavy = { timeout: 60_000 };
    await page.getByText('Enlazá API', { exact: false }).first().waitFor(heavy);
    // The reference draws only the operations near the viewport at first: the public reads come first.
    await page.getByText('/api/public/{username}/events').first().waitFor(heavy);
    expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
