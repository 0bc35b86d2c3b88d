import { POST_MESSAGES as M, POST_PATHS } from '@enlaza/shared/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { addTier, createPost } from './testing/post-audience-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** Hostile bodies and what must never come out of them as markup. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[clic](javascript:alert(1))',
  '**<b onmouseover=alert(1)>negrita</b>**',
  '[*a*](JaVaScRiPt:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
];
const MARKUP = /<script|<img|<b\s|<a href="javascript|<[^>]+\son\w+=|href="javascript/i;
const SECRET = 'Cuerpo solo para quienes aportan';

/**
 * Issue 35: the public API (`/api/public/{u}/posts`) and the RSS feed (`/u/{u}/novedades.rss`):
 * public posts only, hostile markup escaped, a supporters' post 403 without its body, never
 * another creator's.
 */
describe('posts for visitors: the public API and the RSS feed', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let bruno: Creator;
  let publicId: number;
  let gatedId: number;
  let fansId: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
    ana = await registerCreator(t.app, { full_name: 'Ana Banda' });
    bruno = await registerCreator(t.app);
    const tier = await addTier(t, ana.user.id, 100_000, 'Amigo');
    publicId = (
      await createPost(t, ana.headers, {
        title: 'Hostil',
        body: HOSTILE.join('\n\n'),
        audience: { kind: 'public' },
      })
    ).id;
    gatedId = (
      await createPost(t, ana.headers, {
        title: 'Para aportantes',
        body: SECRET,
        audience: { kind: 'monthly', min_tier_id: tier },
      })
    ).id;
    fansId = (
      await createPost(t, ana.headers, { title: 'Para la lista', body: SECRET, audience: { kind: 'fans' } })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('lists public posts only, their hostile markup escaped, as a shared-cache answer', async () => {
    const res = await get(`/api/public/${ana.user.username}/posts`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public.*s-maxage/);
    const { posts, has_more } = json<{
      data: { posts: { id: number; body_html: string }[]; has_more: boolean };
    }>(res).data;
    expect(posts.map((p) => p.id)).toEqual([publicId]);
    expect(has_more).toBe(false);
    expect(posts[0]?.body_html).toContain('&lt;script&gt;');
    expect(posts[0]?.body_html).not.toMatch(MARKUP);
    expect(res.body).not.toContain(SECRET);
    expect((await get(`/api/public/${ana.user.username}/posts?page=0`)).statusCode).toBe(400);
  });

  it('answers one public post; a supporters’ post 403 in Spanish without its body; fans’ and others’ 404', async () => {
    const one = await get(`/api/public/${ana.user.username}/posts/${publicId}`);
    expect(one.statusCode).toBe(200);
    expect(json<{ data: { post: { body_html: string } } }>(one).data.post.body_html).not.toMatch(MARKUP);
    const gated = await get(`/api/public/${ana.user.username}/posts/${gatedId}`);
    expect(gated.statusCode).toBe(403);
    expect(json(gated).message).toBe(M.onlySupporters);
    expect(gated.body).not.toContain(SECRET);
    expect(gated.headers['cache-control'] ?? '').not.toMatch(/s-maxage=[1-9]/);
    for (const url of [
      `/api/public/${ana.user.username}/posts/${fansId}`,
      `/api/public/${bruno.user.username}/posts/${publicId}`,
      `/api/public/${bruno.user.username}/posts/${gatedId}`,
      `/api/public/${ana.user.username}/posts/abc`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(SECRET);
    }
  });

  it('the RSS 2.0 feed carries public posts only, escaped, and the page shows the same', async () => {
    const res = await get(`/u/${ana.user.username}/novedades.rss`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/public.*s-maxage/);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain(`http://localhost:3000${POST_PATHS.one(ana.user.username, publicId)}`);
    expect(res.body).not.toContain('Para aportantes');
    expect(res.body).not.toContain(SECRET);
    // The item's HTML sits in CDATA: what is inside must still be escaped markup.
    const content =
      /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(res.body)?.[1] ?? '';
    expect(content).toContain('&lt;script&gt;');
    expect(content).not.toMatch(MARKUP);
    // The page puts the same checked HTML in its article, and nothing else of the body.
    const page = await get(POST_PATHS.one(ana.user.username, publicId));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(content);
    expect(page.body).not.toContain('onerror=alert(1)>');
    expect((await get('/u/nadie-existe/novedades.rss')).statusCode).toBe(404);
  });
});
