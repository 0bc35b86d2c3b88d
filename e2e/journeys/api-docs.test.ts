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
    await page.getByText('Enlazá API', { exact: false }).first().waitFor();
    await page.getByText('/api/links/{id}').first().waitFor();
    expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
