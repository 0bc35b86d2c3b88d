import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger';
import { CLOUDFLARE_FILES_PER_CALL, CloudflarePageCache } from './cloudflare-page-cache';
import { creatorBanPattern, creatorPaths } from './creator-paths';
import type { PurgeTarget } from './page-cache-port';
import { type FakeServer, fakeCloudflareApi, fakeVarnishNode } from './testing/fake-cache-nodes';
import { VarnishPageCache } from './varnish-page-cache';

const target: PurgeTarget = { usernames: ['ana'], eventIds: [3, 4], featured: true };

function recordingLog(): Logger & { lines: { level: string; obj: object; msg?: string }[] } {
  const lines: { level: string; obj: object; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => lines.push({ level, obj, msg });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

const servers: FakeServer[] = [];
async function started(server: Promise<FakeServer>): Promise<FakeServer> {
  const s = await server;
  servers.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('Varnish purges', () => {
  it('sends one BAN naming the creator’s paths to every node', async () => {
    const [a, b] = [await started(fakeVarnishNode()), await started(fakeVarnishNode())];
    const log = recordingLog();
    await new VarnishPageCache([a.url, b.url], log, [0]).purge(target);
    for (const node of [a, b]) {
      expect(node.received).toHaveLength(1);
      expect(node.received[0]).toMatchObject({ method: 'BAN', url: '/' });
      expect(node.received[0]?.headers['x-ban-url']).toBe(creatorBanPattern(target));
    }
    expect(log.lines).toEqual([]);
  });

  it('tries a busy node again, and logs a node that never answers without failing', async () => {
    const busy = await started(fakeVarnishNode({ failFirst: 1 }));
    const down = await started(fakeVarnishNode({ failFirst: 10 }));
    const log = recordingLog();
    await expect(
      new VarnishPageCache([busy.url, down.url], log, [0, 0]).purge(target),
    ).resolves.toBeUndefined();
    expect(busy.received.map((r) => r.method)).toEqual(['BAN', 'BAN']);
    expect(down.received).toHaveLength(3);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'varnish ban failed',
        obj: expect.objectContaining({ tries: 3 }),
      }),
    ]);
    // A node that is not even listening: the same log, no throw.
    const closed = await fakeVarnishNode();
    await closed.close();
    await new VarnishPageCache([closed.url], log, [0]).purge(target);
    expect(log.lines).toHaveLength(2);
  });

  it('sends nothing when there is nothing to name', async () => {
    const node = await started(fakeVarnishNode());
    await new VarnishPageCache([node.url], recordingLog()).purge({
      usernames: [],
      eventIds: [],
      featured: false,
    });
    expect(node.received).toEqual([]);
  });
});

describe('Cloudflare purges', () => {
  const zoneId = '023e105f4ecef8ad9ca31a8372d0c353';
  const apiToken = 'cf-token-secreto';

  it('purges the absolute URLs in calls of at most 30, and the share cards by prefix', async () => {
    const api = await started(fakeCloudflareApi({ zoneId, apiToken }));
    const many: PurgeTarget = {
      usernames: ['ana', 'ana-vieja'],
      eventIds: [1, 2, 3, 4, 5, 6],
      featured: true,
    };
    const log = recordingLog();
    await new CloudflarePageCache(
      { apiUrl: api.url, zoneId, apiToken, publicUrl: 'https://enlaza.ar' },
      log,
      [0],
    ).purge(many);
    expect(log.lines).toEqual([]);
    const bodies = api.received.map((r) => JSON.parse(r.body) as { files?: string[]; prefixes?: string[] });
    const files = bodies.flatMap((b) => b.files ?? []);
    const expected = creatorPaths(many).map((p) => `https://enlaza.ar${p}`);
    expect(expected.length).toBeGreaterThan(CLOUDFLARE_FILES_PER_CALL);
    expect(files.sort()).toEqual(expected.sort());
    expect(bodies.every((b) => (b.files ?? b.prefixes ?? []).length <= CLOUDFLARE_FILES_PER_CALL)).toBe(true);
    expect(bodies.filter((b) => b.files)).toHaveLength(
      Math.ceil(expected.length / CLOUDFLARE_FILES_PER_CALL),
    );
    expect(bodies.flatMap((b) => b.prefixes ?? [])).toEqual(
      expect.arrayContaining(['enlaza.ar/og/u/ana/', 'enlaza.ar/og/e/1/']),
    );
    for (const request of api.received) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe(`/zones/${zoneId}/purge_cache`);
      expect(request.headers.authorization).toBe(`Bearer ${apiToken}`);
      expect(request.headers['content-type']).toBe('application/json');
    }
  });

  it('tries a 500 again, gives up on a refused token, and never logs the token', async () => {
    const flaky = await started(fakeCloudflareApi({ zoneId, apiToken, failFirst: 1 }));
    const log = recordingLog();
    const one: PurgeTarget = { usernames: ['ana'], eventIds: [], featured: false };
    await new CloudflarePageCache(
      { apiUrl: flaky.url, zoneId, apiToken, publicUrl: 'https://enlaza.ar' },
      log,
      [0],
    ).purge(one);
    expect(flaky.received.filter((r) => JSON.parse(r.body).files)).toHaveLength(2);
    expect(log.lines).toEqual([]);

    const strict = await started(fakeCloudflareApi({ zoneId, apiToken: 'otro' }));
    await new CloudflarePageCache(
      { apiUrl: strict.url, zoneId, apiToken, publicUrl: 'https://enlaza.ar' },
      log,
      [0, 0],
    ).purge(one);
    // 403 is not tried again: one files call and one prefixes call, each refused once.
    expect(strict.received).toHaveLength(2);
    expect(log.lines.map((l) => l.msg)).toEqual(['cloudflare purge failed', 'cloudflare purge failed']);
    expect(JSON.stringify(log.lines)).toContain('Authentication error');
    expect(JSON.stringify(log.lines)).not.toContain(apiToken);
  });
});
