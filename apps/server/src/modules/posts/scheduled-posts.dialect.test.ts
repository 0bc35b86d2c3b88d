import { POST_PATHS } from '@enlaza/shared/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { RecordingPageCache } from '../../integrations/page-cache/testing/recording-page-cache';
import { PostsService } from './posts.service';
import { SCHEDULED_POSTS_EVERY_MS, scheduledPostsLock } from './scheduled-posts-job';

/** 20:00 on 23/11/2026 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-11-23T23:00:00.000Z');

/** Issue 35: a scheduled post is published once at its time, whichever copies run the job. */
describe('scheduled posts', () => {
  const web = createWebDistFixture();
  const cache = new RecordingPageCache();
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock, pageCache: cache, env: { WEB_DIST_DIR: web.dir } });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('publishes at its time, once, across two copies each holding its own lease and service', async () => {
    const ana = await registerCreator(t.app);
    const u = ana.user.username;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: ana.headers,
      payload: {
        title: 'A las 20:10',
        body: 'Llegó la hora',
        audience: { kind: 'public' },
        publish_at: '2026-11-23T20:10',
      },
    });
    const id = json<{ data: { post: { id: number } } }>(res).data.post.id;
    // Two copies: each its own lease holder and its own service over the same database.
    const copies = [t.deps.posts, new PostsService({ ...t.deps, monthly: t.deps.monthly.tiers })].map(
      (service) => ({ service, lock: scheduledPostsLock(t.deps) }),
    );
    const round = () =>
      Promise.all(copies.map(({ service, lock }) => lock.runHeld(() => service.publishDue())));

    clock.advance(9 * 60_000);
    expect(
      (await round())
        .flat()
        .filter((r) => r !== null)
        .flat(),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: POST_PATHS.one(u, id) })).statusCode).toBe(404);

    await t.deps.pagePurges.settled();
    cache.take();
    clock.advance(60_000 + SCHEDULED_POSTS_EVERY_MS);
    const results = await round();
    // One copy held the lease and published; the other skipped the round.
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.flatMap((r) => r ?? [])).toEqual([{ id, user_id: ana.user.id }]);
    // Even without the lease, the conditional update moves a post once: two services at once.
    expect((await Promise.all(copies.map(({ service }) => service.publishDue()))).flat()).toEqual([]);
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([{ usernames: [u], eventIds: [], featured: false, postIds: [id] }]);

    const row = await t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'published', published_at: '2026-11-23T23:10:00.000Z' });
    const page = await t.app.inject({ method: 'GET', url: POST_PATHS.one(u, id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Llegó la hora');
    await Promise.all(copies.map(({ lock }) => lock.release()));
  });

  it('publishes many due posts of several creators in one round, each once, racing two services', async () => {
    const creators = [await registerCreator(t.app), await registerCreator(t.app)];
    const at = new Date(clock.now().getTime() + 5 * 60_000);
    const local = new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 16);
    for (const who of creators) {
      for (const n of [1, 2, 3]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: who.headers,
          payload: {
            title: `P${n}`,
            body: 'x',
            audience: { kind: n === 3 ? 'fans' : 'public' },
            publish_at: local,
          },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    clock.advance(6 * 60_000);
    const other = new PostsService({ ...t.deps, monthly: t.deps.monthly.tiers });
    const published = (await Promise.all([t.deps.posts.publishDue(), other.publishDue()])).flat();
    expect(published).toHaveLength(6);
    expect(new Set(published.map((p) => p.id)).size).toBe(6);
    const statuses = await t.database.db
      .selectFrom('posts')
      .select('status')
      .where('status', '=', 'scheduled')
      .execute();
    expect(statuses).toEqual([]);
  });
});
