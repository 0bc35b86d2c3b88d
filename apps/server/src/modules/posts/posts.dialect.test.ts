import { POST_MESSAGES as M, POST_LIMITS, type Post } from '@enlaza/shared/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { connectCreator } from '../../integrations/payments/testing/payment-test-helpers';
import { createTier } from '../monthly/testing/monthly-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

/** 20:00 on 23/11/2026 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-11-23T23:00:00.000Z');
const valid = { title: 'Show en Rosario', body: 'Nos vemos el **sábado**.', audience: { kind: 'public' } };

/** Issue 35, the creator's posts: writing, drafts, publishing now or later, editing, deleting. */
describe('posts (Novedades): the creator’s API', () => {
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;
  let bruno: Creator;

  const send = (who: Creator, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const create = async (who: Creator, payload: object) => {
    const res = await send(who, 'POST', '/api/posts', payload);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ message: string; data: { post: Post } }>(res);
  };
  const fieldErrors = (body: ErrorBody) =>
    Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock });
    ana = await registerCreator(t.app);
    bruno = await registerCreator(t.app);
  });
  afterAll(() => t.close());

  it('publishes now, keeps a draft, or schedules in Argentine time; lists them newest first', async () => {
    const now = await create(ana, valid);
    expect(now.message).toBe(M.published);
    expect(now.data.post).toMatchObject({
      title: 'Show en Rosario',
      body: 'Nos vemos el **sábado**.',
      audience: { kind: 'public', min_tier_id: null },
      send_email: false,
      status: 'published',
      publish_at: null,
      published_at: NOW.toISOString(),
    });
    const draft = await create(ana, { ...valid, title: 'Borrador', draft: true });
    expect(draft.message).toBe(M.created);
    expect(draft.data.post).toMatchObject({ status: 'draft', published_at: null, publish_at: null });
    const later = await create(ana, { ...valid, title: 'Más tarde', publish_at: '2026-11-24T10:30' });
    expect(later.message).toBe(M.scheduled);
    expect(later.data.post).toMatchObject({
      status: 'scheduled',
      publish_at: '2026-11-24T13:30:00.000Z',
      published_at: null,
    });
    const list = json<{ data: { posts: Post[] } }>(await send(ana, 'GET', '/api/posts')).data.posts;
    expect(list.map((p) => p.title)).toEqual(['Más tarde', 'Borrador', 'Show en Rosario']);
    const row = await t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', now.data.post.id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe('Nos vemos el **sábado**.');
  });

  it.each([
    ['no title', { ...valid, title: '   ' }, 'title', M.titleRequired],
    ['a title too long', { ...valid, title: 'x'.repeat(POST_LIMITS.titleMax + 1) }, 'title', M.titleMax],
    ['a title that is not text', { ...valid, title: 12 }, 'title', M.titleRequired],
    ['no body', { ...valid, body: '' }, 'body', M.bodyRequired],
    ['a body too long', { ...valid, body: 'x'.repeat(POST_LIMITS.bodyMax + 1) }, 'body', M.bodyMax],
    ['no audience', { title: 'a', body: 'b' }, 'audience', M.audienceInvalid],
    ['an unknown audience', { ...valid, audience: { kind: 'todos' } }, 'audience.kind', M.audienceInvalid],
    [
      'a tier for a public post',
      { ...valid, audience: { kind: 'public', min_tier_id: 3 } },
      'audience.min_tier_id',
      M.tierOnlyMonthly,
    ],
    [
      'a tier that is not a number',
      { ...valid, audience: { kind: 'monthly', min_tier_id: 'x' } },
      'audience.min_tier_id',
      M.tierInvalid,
    ],
    ['send_email not a boolean', { ...valid, send_email: 'sí' }, 'send_email', M.sendEmailInvalid],
    [
      'a date that is not one',
      { ...valid, publish_at: '2026-02-30T10:00' },
      'publish_at',
      M.publishAtInvalid,
    ],
    ['a date in another format', { ...valid, publish_at: 'mañana' }, 'publish_at', M.publishAtInvalid],
    ['a time already past', { ...valid, publish_at: '2026-11-23T19:59' }, 'publish_at', M.publishAtPast],
    ['draft not a boolean', { ...valid, draft: 'no' }, 'draft', M.draftInvalid],
  ])('refuses %s with a Spanish field error and stores nothing', async (_name, payload, field, message) => {
    const before = await t.database.db.selectFrom('posts').select('id').execute();
    const res = await send(ana, 'POST', '/api/posts', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(json<ErrorBody>(res))).toMatchObject({ [field]: message });
    expect(await t.database.db.selectFrom('posts').select('id').execute()).toHaveLength(before.length);
  });

  it('takes a body of exactly 20.000 characters and a title of 120', async () => {
    const post = await create(ana, {
      ...valid,
      title: 't'.repeat(120),
      body: 'b'.repeat(20_000),
      draft: true,
    });
    expect(post.data.post.body).toHaveLength(20_000);
    await send(ana, 'DELETE', `/api/posts/${post.data.post.id}`);
  });

  it('takes a lowest tier only among the creator’s own tiers', async () => {
    await connectCreator(t, ana);
    const tierId = await createTier(t, ana.headers);
    const mine = await create(ana, { ...valid, audience: { kind: 'monthly', min_tier_id: tierId } });
    expect(mine.data.post.audience).toEqual({ kind: 'monthly', min_tier_id: tierId });
    const res = await send(bruno, 'POST', '/api/posts', {
      ...valid,
      audience: { kind: 'monthly', min_tier_id: tierId },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(json<ErrorBody>(res))).toEqual({ 'audience.min_tier_id': M.tierInvalid });
  });

  it('edits fields, publishes a draft, takes a post back to draft, refuses to schedule a published one', async () => {
    const draft = (await create(ana, { ...valid, title: 'Idea', draft: true })).data.post;
    const edited = await send(ana, 'PATCH', `/api/posts/${draft.id}`, { body: 'Texto *nuevo*' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<{ data: { post: Post } }>(edited).data.post).toMatchObject({
      title: 'Idea',
      body: 'Texto *nuevo*',
      status: 'draft',
    });
    clock.advance(60_000);
    const published = json<{ data: { post: Post } }>(
      await send(ana, 'PATCH', `/api/posts/${draft.id}`, { draft: false }),
    ).data.post;
    expect(published).toMatchObject({ status: 'published', published_at: clock.now().toISOString() });
    const refused = await send(ana, 'PATCH', `/api/posts/${draft.id}`, { publish_at: '2026-12-01T10:00' });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(json<ErrorBody>(refused))).toEqual({ publish_at: M.alreadyPublished });
    const back = json<{ data: { post: Post } }>(
      await send(ana, 'PATCH', `/api/posts/${draft.id}`, { draft: true }),
    ).data.post;
    expect(back).toMatchObject({ status: 'draft', published_at: null });
    const scheduled = json<{ data: { post: Post } }>(
      await send(ana, 'PATCH', `/api/posts/${draft.id}`, { publish_at: '2026-12-01T10:00' }),
    ).data.post;
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: '2026-12-01T13:00:00.000Z' });
    const bad = await send(ana, 'PATCH', `/api/posts/${draft.id}`, { title: '', body: 'x'.repeat(20_001) });
    expect(fieldErrors(json<ErrorBody>(bad))).toEqual({ title: M.titleRequired, body: M.bodyMax });
    const row = await t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Idea', status: 'scheduled' });
  });

  it('keeps each creator to their own posts: another creator’s post is not found (404)', async () => {
    const post = (await create(ana, { ...valid, title: 'De Ana' })).data.post;
    const list = json<{ data: { posts: Post[] } }>(await send(bruno, 'GET', '/api/posts')).data.posts;
    expect(list.map((p) => p.id)).not.toContain(post.id);
    for (const [method, payload] of [
      ['PATCH', { title: 'Robado' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(bruno, method, `/api/posts/${post.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(json<ErrorBody>(res).message).toBe(M.notFound);
    }
    const row = await t.database.db
      .selectFrom('posts')
      .select('title')
      .where('id', '=', post.id)
      .executeTakeFirst();
    expect(row?.title).toBe('De Ana');
    expect((await t.app.inject({ method: 'GET', url: '/api/posts' })).statusCode).toBe(401);
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await send(ana, 'DELETE', `/api/posts/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('deletes a post: gone from the list and the table', async () => {
    const post = (await create(ana, { ...valid, title: 'Se va' })).data.post;
    const res = await send(ana, 'DELETE', `/api/posts/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(M.deleted);
    expect(
      await t.database.db.selectFrom('posts').where('id', '=', post.id).select('id').executeTakeFirst(),
    ).toBeUndefined();
    expect((await send(ana, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });
});
