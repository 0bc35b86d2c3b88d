import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { createWebDistFixture } from '../../test/web-dist-fixture';
import { seedDemo } from '../db/seed';

/** What a desktop browser sends (issue #18's soak): the server answers with brotli. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The heap in use once the last answers' callbacks and the view batch ran, after a full GC. */
async function heapAfterGcMb(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const activeTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('server-rendered pages under repeated public traffic (issue #18)', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  /** The pages of the soak's mix (each over the compression threshold), then the featured API. */
  let pages: string[];
  let pageMix: string[];

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
    await seedDemo(t.database.db, { now: new Date(), passwordHashCost: 10 });
    const events = json<{ data: { events: { id: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/public/demo/events?tab=upcoming' }),
    ).data.events;
    pages = ['/u/demo', '/', '/u/demo/events', `/e/demo/${events[0]?.id}`, '/login', '/creadores-destacados'];
    pageMix = [...pages, '/api/stats/featured-creators'];
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  async function requestMix(times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      for (const url of pageMix) {
        const res = await t.app.inject({ method: 'GET', url, headers: BROWSER });
        expect(res.statusCode).toBe(200);
      }
    }
  }

  it('leaves no timer behind a featured creators page it rendered', async () => {
    await requestMix(2);
    const before = activeTimers();
    for (let i = 0; i < 40; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/creadores-destacados', headers: BROWSER });
      expect(res.statusCode).toBe(200);
    }
    expect(activeTimers() - before).toBeLessThan(5);
  });

  it('compresses each page in one call, without a zlib stream per answer', async () => {
    const brotliStreams = vi.spyOn(zlib, 'createBrotliCompress');
    const gzipStreams = vi.spyOn(zlib, 'createGzip');
    for (const url of pages) {
      const res = await t.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(zlib.brotliDecompressSync(res.rawPayload).length).toBeGreaterThan(1024);
    }
    expect(brotliStreams).not.toHaveBeenCalled();
    expect(gzipStreams).not.toHaveBeenCalled();
  });

  it('keeps the heap flat over hundreds of featured creators pages', { timeout: 120_000 }, async () => {
    const render = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/creadores-destacados', headers: BROWSER });
      expect(res.statusCode).toBe(200);
    };
    for (let i = 0; i < 100; i += 1) await render();
    const before = await heapAfterGcMb();
    for (let i = 0; i < 400; i += 1) await render();
    // Each render kept about 16 KB (6.5 MB here) while its query cache waited on a week-long timer.
    expect((await heapAfterGcMb()) - before).toBeLessThan(3);
  });
});
