import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DonationsPage } from '@enlaza/shared/donations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

/**
 * The donations screen (/dashboard/donations) is switched on by FEATURE_DONATIONS_SCREEN. The
 * browser journeys share one server with it off, so this checks the server's side of it: the page
 * tells the app whether the screen is on, and the calls the screen makes answer as it needs.
 */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-web-'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-config--></body></html>',
  );
  return dir;
}

const embeddedFeatures = (html: string) => {
  const match = /<script id="enlaza-config" type="application\/json">(.*?)<\/script>/.exec(html);
  return (JSON.parse(match?.[1] ?? '{}') as { features?: unknown }).features;
};

describe('donations screen switch (FEATURE_DONATIONS_SCREEN)', () => {
  const dist = webDist();
  const clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
  let on: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    on = await createTestApp({ clock, env: { FEATURE_DONATIONS_SCREEN: 'true', WEB_DIST_DIR: dist } });
    off = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('tells the app whether the screen is on', async () => {
    const withScreen = await on.app.inject({ method: 'GET', url: '/dashboard/donations' });
    expect(withScreen.statusCode).toBe(200);
    expect(embeddedFeatures(withScreen.body)).toEqual({ donationsScreen: true, analyticsScreen: false });
    const without = await off.app.inject({ method: 'GET', url: '/dashboard/donations' });
    expect(embeddedFeatures(without.body)).toEqual({ donationsScreen: false, analyticsScreen: false });
  });

  it("answers the screen's calls: history by status and page, approved-only figures", async () => {
    const creator = await registerCreator(on.app);
    const seller = await connectCreator(on, creator);
    const goalId = await createGoal(on, creator.headers);
    for (const [amount, outcome] of [
      [1500, 'approve'],
      [700, 'reject'],
      [2500, 'approve'],
      [900, 'pending'],
    ] as const) {
      clock.advance(60_000);
      const { donation_id } = await startDonation(on, goalId, amount);
      await notify(on, (await payQuietly(on, donation_id, outcome)).id, seller);
    }
    const page = async (query: string) => {
      const res = await on.app.inject({
        method: 'GET',
        url: `/api/donations/received${query}`,
        headers: creator.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: DonationsPage }>(res).data;
    };

    const first = await page('?page=1&limit=3');
    expect(first.donations.map((d) => [d.amount, d.mp_status, d.status_label])).toEqual([
      [900, 'pending', 'Pendiente'],
      [2500, 'approved', 'Aprobado'],
      [700, 'rejected', 'Rechazado'],
    ]);
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_donations: 4, has_more: true });
    expect(first.stats).toEqual({ total_received: 4000, approved_count: 2, average: 2000 });

    const second = await page('?page=2&limit=3');
    expect(second.donations.map((d) => d.amount)).toEqual([1500]);
    expect(second.pagination.has_more).toBe(false);

    const rejected = await page('?page=1&limit=10&status=rejected');
    expect(rejected.donations.map((d) => d.amount)).toEqual([700]);
    // The figures stay approved-only whatever the filter.
    expect(rejected.stats).toEqual({ total_received: 4000, approved_count: 2, average: 2000 });
    expect(first.donations[1]?.creator_amount).toBe(2450);
    expect(first.donations[1]?.donor_name).toBe('Anónimo');
  });
});
