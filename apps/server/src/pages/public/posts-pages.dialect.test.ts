import { POST_ACCESS_TEXTS, POST_PATHS, PUBLIC_POST_TEXTS } from '@enlaza/shared/posts';
import { ADULT_COOKIE } from '@enlaza/shared/public';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { multipartBody } from '../../../test/multipart-body';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { RecordingPageCache } from '../../integrations/page-cache/testing/recording-page-cache';
import { addConfirmedFan } from '../../modules/posts/testing/post-audience-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** The only tags a post's body may carry on a page, and the only attributes. */
const ALLOWED_TAG =
  /^<\/?(p|br|strong|em|ul|ol|li)>$|^<a href="(https?:|mailto:)[^"<>]*" rel="nofollow ugc noopener">$|^<\/a>$/;

/** The rendered body of the post on a page (a typed `</div>` is always escaped, so the first one ends it). */
function renderedBody(html: string): string {
  const match = /<div class="po-body">([\s\S]*?)<\/div>/.exec(html);
  if (!match) throw new Error('no post body on the page');
  return match[1] ?? '';
}

const HOSTILE_BODIES: [name: string, body: string, shown: string][] = [
  ['a script tag', '<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
  ['an event handler', '<img src=x onerror="alert(1)">', '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'],
  ['an svg with onload', '<svg/onload=alert(1)>', '&lt;svg/onload=alert(1)&gt;'],
  ['a javascript: link', '[premio](javascript:alert(1))', '[premio](javascript:alert(1))'],
  ['a javascript: link in capitals', '[x](JaVaScRiPt:alert(1))', '[x](JaVaScRiPt:alert(1))'],
  ['a javascript: link with an entity', '[x](&#106;avascript:alert(1))', '[x](javascript:alert(1))'],
  ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
  [
    'a raw anchor',
    '<a href="javascript:alert(1)">clic</a>',
    '&lt;a href=&quot;javascript:alert(1)&quot;&gt;clic&lt;/a&gt;',
  ],
  [
    'markup nested in bold',
    '**<b onclick="x()">hola</b>**',
    '<strong>&lt;b onclick=&quot;x()&quot;&gt;hola&lt;/b&gt;</strong>',
  ],
  [
    'markup nested in a list link',
    '- *[a](https://ok.ar "t\\" onmouseover=\\"x")*',
    '<li><em><a href="https://ok.ar" rel="nofollow ugc noopener">a</a></em></li>',
  ],
  [
    'an iframe',
    '<iframe src="https://evil.example"></iframe>',
    '&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;',
  ],
  ['a closing div and script', '</div><script>x()</script>', '&lt;/div&gt;&lt;script&gt;x()&lt;/script&gt;'],
  ['a style tag', '<style>body{display:none}</style>', '&lt;style&gt;body{display:none}&lt;/style&gt;'],
  ['an html comment', '<!-- x --><p>y</p>', '&lt;!-- x --&gt;&lt;p&gt;y&lt;/p&gt;'],
];

/** Issue 35, the public side of posts: their pages, the profile's section, the cache, the hostile bodies. */
describe('posts on the public pages', () => {
  const web = createWebDistFixture();
  const cache = new RecordingPageCache();
  let t: TestApp;
  let ana: Creator;
  let bruno: Creator;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = async (who: Creator, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers: who.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { post: { id: number } } }>(res).data.post.id;
  };
  /** How many of the tags a hostile body could smuggle in the page holds (the shell has its own scripts). */
  const dangerous = (html: string) =>
    ['script', 'iframe', 'style', 'svg', 'img', 'object'].map(
      (tag) => html.match(new RegExp(`<${tag}\\b`, 'gi'))?.length ?? 0,
    );

  beforeAll(async () => {
    const clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({
      clock,
      pageCache: cache,
      env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' },
    });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    bruno = await registerCreator(t.app, { full_name: 'Bruno Prueba' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('shows a public post on its page: paragraphs, links with rel, bold, italics, lists, Argentine date', async () => {
    const body =
      'Hola **gente**, *vengan*.\nSegunda línea.\n\n- [Entradas](https://entradas.example/ana)\n- [Escribime](mailto:ana@example.com)';
    const id = await post(ana, { title: 'Show del sábado', body, audience: { kind: 'public' } });
    const res = await get(POST_PATHS.one(ana.user.username, id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Show del sábado');
    expect(res.body).toContain(PUBLIC_POST_TEXTS.publishedOn('10/03/2026 12:00'));
    expect(renderedBody(res.body)).toBe(
      '<p>Hola <strong>gente</strong>, <em>vengan</em>.<br>\nSegunda línea.</p>\n<ul>\n' +
        '<li><a href="https://entradas.example/ana" rel="nofollow ugc noopener">Entradas</a></li>\n' +
        '<li><a href="mailto:ana@example.com" rel="nofollow ugc noopener">Escribime</a></li>\n</ul>\n',
    );
    const list = await get(POST_PATHS.list(ana.user.username));
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(PUBLIC_POST_TEXTS.listTitle('Ana Prueba'));
    expect(renderedBody(list.body)).toContain('<strong>gente</strong>');
  });

  it.each(HOSTILE_BODIES)('renders %s as text, never as markup', async (_name, body, shown) => {
    const benign = await get(
      POST_PATHS.one(
        ana.user.username,
        await post(ana, { title: 'Ok', body: 'ok', audience: { kind: 'public' } }),
      ),
    );
    const id = await post(ana, { title: `<b>${body.slice(0, 60)}</b>`, body, audience: { kind: 'public' } });
    for (const url of [POST_PATHS.one(ana.user.username, id), POST_PATHS.list(ana.user.username)]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const rendered = renderedBody(res.body);
      for (const tag of rendered.match(/<[^>]*>/g) ?? []) expect(tag, url).toMatch(ALLOWED_TAG);
      // The page carries no such tag but the shell's own: nothing the creator typed broke out.
      expect(dangerous(res.body), url).toEqual(dangerous(benign.body));
      expect(res.body).not.toMatch(/\son[a-z]+="[^"]*"/i);
    }
    expect(renderedBody((await get(POST_PATHS.one(ana.user.username, id))).body)).toContain(shown);
    // The title is text too.
    expect((await get(POST_PATHS.one(ana.user.username, id))).body).toContain('&lt;b&gt;');
  });

  it('never shows a post for fans, a draft, a scheduled post or a supporters’ post’s body in a public answer', async () => {
    const secrets = {
      fans: 'SECRETO-FANS-7Q',
      monthly: 'SECRETO-MENSUAL-8R',
      draft: 'SECRETO-BORRADOR-9S',
      scheduled: 'SECRETO-PROGRAMADA-1T',
    };
    const ids = [
      await post(bruno, { title: `Fans ${secrets.fans}`, body: secrets.fans, audience: { kind: 'fans' } }),
      await post(bruno, {
        title: 'Para quienes aportan',
        body: secrets.monthly,
        audience: { kind: 'monthly' },
      }),
      await post(bruno, {
        title: secrets.draft,
        body: secrets.draft,
        audience: { kind: 'public' },
        draft: true,
      }),
      await post(bruno, {
        title: secrets.scheduled,
        body: secrets.scheduled,
        audience: { kind: 'public' },
        publish_at: '2026-12-01T10:00',
      }),
    ];
    const u = bruno.user.username;
    const answers = [
      await get(`/u/${u}`),
      await get(`/api/public/${u}`),
      await get(POST_PATHS.list(u)),
      await get(`${POST_PATHS.list(u)}?page=2`),
      ...(await Promise.all(ids.map((id) => get(POST_PATHS.one(u, id))))),
    ];
    for (const res of answers) {
      for (const secret of Object.values(secrets)) expect(res.body, res.raw.req.url).not.toContain(secret);
    }
    // The supporters' post is listed and has its page, locked and private; the others are not found.
    expect(answers.slice(4).map((res) => res.statusCode)).toEqual([404, 200, 404, 404]);
    expect(answers[5]?.headers['cache-control']).toBe('private, no-store');
    expect(answers[5]?.body).toContain(POST_ACCESS_TEXTS.locked);
    expect(answers[2]?.body).toContain('Para quienes aportan');
    expect(answers[2]?.body).toContain(POST_ACCESS_TEXTS.locked);
    expect(answers[3]?.body).toContain(PUBLIC_POST_TEXTS.empty);
    // Nor on another creator's pages.
    expect((await get(POST_PATHS.one(ana.user.username, ids[0] ?? 0))).statusCode).toBe(404);
    // The creator still reads them all.
    const own = await t.app.inject({ method: 'GET', url: '/api/posts', headers: bruno.headers });
    for (const secret of Object.values(secrets)) expect(own.body).toContain(secret);
  });

  it('shows the latest three public posts in the profile’s Novedades, newest first, with the list link', async () => {
    const carla = await registerCreator(t.app, { full_name: 'Carla Prueba' });
    const u = carla.user.username;
    const none = await get(`/u/${u}`);
    expect(none.body).not.toContain('id="po-title"');
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4])
      ids.push(
        await post(carla, { title: `Novedad ${n}`, body: `Texto ${n}`, audience: { kind: 'public' } }),
      );
    await post(carla, { title: 'Solo fans', body: 'x', audience: { kind: 'fans' } });
    const res = await get(`/u/${u}`);
    const section = res.body.slice(res.body.indexOf('id="po-title"'));
    expect(section).toContain(`>${PUBLIC_POST_TEXTS.sectionTitle}<`);
    const titles = [...section.matchAll(/class="po-item-link" href="([^"]+)">([^<]+)</g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(titles).toEqual([4, 3, 2].map((n) => [POST_PATHS.one(u, ids[n - 1] ?? 0), `Novedad ${n}`]));
    expect(section).toContain(`href="${POST_PATHS.list(u)}"`);
    const api = json<{ data: { user: { posts: { title: string }[] } } }>(await get(`/api/public/${u}`));
    expect(api.data.user.posts.map((p) => p.title)).toEqual(['Novedad 4', 'Novedad 3', 'Novedad 2']);
    expect(JSON.stringify(api)).not.toContain('Texto 4');
  });

  it('pages the list ten at a time, newest first', async () => {
    const dario = await registerCreator(t.app, { full_name: 'Dario Prueba' });
    for (let n = 1; n <= 12; n += 1)
      await post(dario, { title: `Post ${n}`, body: `Cuerpo ${n}`, audience: { kind: 'public' } });
    const u = dario.user.username;
    const first = await get(POST_PATHS.list(u));
    expect(first.body.match(/class="po-body"/g)).toHaveLength(10);
    expect(first.body).toContain(`href="${POST_PATHS.list(u, 2)}"`);
    expect(first.body.indexOf('Post 12')).toBeLessThan(first.body.indexOf('Post 3<'));
    const second = await get(POST_PATHS.list(u, 2));
    expect(second.body.match(/class="po-body"/g)).toHaveLength(2);
    expect(second.body).toContain('Post 1<');
    const bad = await get(`${POST_PATHS.list(u)}?page=abc`);
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe(POST_PATHS.list(u));
    expect((await get('/u/nadie-existe/novedades')).statusCode).toBe(404);
    expect((await get(`/u/${u}/novedades/abc`)).statusCode).toBe(404);
  });

  it('takes an optional image, re-encoded; shows it on the page and the list, never in the mail; deletes it with the post and the account', async () => {
    const gala = await registerCreator(t.app, { full_name: 'Gala Prueba' });
    const u = gala.user.username;
    await addConfirmedFan(t, gala.user.id, 'fan.gala@example.com');
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#6366f1' } })
      .png()
      .toBuffer();
    const upload = (id: number, who: Creator = gala) => {
      const body = multipartBody([
        { name: 'image', filename: 'show.png', contentType: 'image/png', data: png },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/posts/${id}/image`,
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const id = await post(gala, {
      title: 'Con foto',
      body: 'Mirá',
      audience: { kind: 'public' },
      send_email: true,
    });
    // Another creator's post is not found, and nothing is stored for it.
    expect((await upload(id, bruno)).statusCode).toBe(404);
    const res = await upload(id);
    expect(res.statusCode, res.body).toBe(200);
    const url = json<{ data: { post: { image_url: string } } }>(res).data.post.image_url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = await get(url);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 675,
    });
    for (const page of [POST_PATHS.one(u, id), POST_PATHS.list(u)]) {
      expect((await get(page)).body, page).toContain(`<img class="po-image" src="${url}"`);
    }
    // The mail carries no image (no images from elsewhere, no pixels).
    await t.deps.postMailings.queueDue();
    await t.deps.mailQueue.sendDue();
    const mail = (await t.outbox()).find((m) => m.to === 'fan.gala@example.com');
    expect(mail?.subject).toContain('Con foto');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).not.toContain(url);
    // Gone with the post…
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: gala.headers });
    expect((await get(url)).statusCode).toBe(404);
    // …and with the account.
    const kept = await post(gala, { title: 'Otra', body: 'x', audience: { kind: 'public' } });
    const second = json<{ data: { post: { image_url: string } } }>(await upload(kept)).data.post.image_url;
    expect((await get(second)).statusCode).toBe(200);
    const gone = await deleteAccount(t, gala);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await get(second)).statusCode).toBe(404);
  });

  it('moves the old /u/{u}/posts addresses to /u/{u}/novedades for good (301)', async () => {
    const u = ana.user.username;
    for (const [from, to] of [
      [`/u/${u}/posts`, POST_PATHS.list(u)],
      [`/u/${u}/posts?page=3`, POST_PATHS.list(u, 3)],
      [`/u/${u}/posts/12`, POST_PATHS.one(u, 12)],
      [`/u/${u}/posts/abc`, POST_PATHS.list(u)],
    ] as const) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect(POST_PATHS.list(u)).toBe(`/u/${u}/novedades`);
  });

  it('keeps the posts of an adults-only page behind the 18+ gate, private; a suspended page answers 403', async () => {
    const eva = await registerCreator(t.app, { full_name: 'Eva Prueba' });
    const u = eva.user.username;
    const id = await post(eva, {
      title: 'Solo mayores',
      body: 'CUERPO-ADULTO',
      audience: { kind: 'public' },
    });
    const flag = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: eva.headers,
      payload: { sensitive_content: true },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    for (const url of [POST_PATHS.list(u), POST_PATHS.one(u, id)]) {
      const gate = await get(url);
      expect(gate.statusCode, url).toBe(200);
      expect(gate.headers['cache-control'], url).toBe('private, no-store');
      expect(gate.body, url).not.toContain('CUERPO-ADULTO');
      const adult = await t.app.inject({ method: 'GET', url, headers: { cookie: `${ADULT_COOKIE}=1` } });
      expect(adult.headers['cache-control'], url).toBe('private, no-store');
      expect(adult.body, url).toContain('CUERPO-ADULTO');
    }
    await t.database.db
      .updateTable('users')
      .set({ suspended_at: '2026-03-10T15:00:00.000Z' })
      .where('id', '=', eva.user.id)
      .execute();
    await t.deps.pageChanges.creatorChanged(eva.user.id);
    for (const url of [POST_PATHS.list(u), POST_PATHS.one(u, id)]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `${ADULT_COOKIE}=1` } });
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).not.toContain('CUERPO-ADULTO');
    }
  });

  it('answers cacheably (s-maxage, ETag, 304) and purges the post’s pages when a public post changes', async () => {
    const u = ana.user.username;
    await t.deps.pagePurges.settled();
    cache.take();
    const id = await post(ana, { title: 'Cacheable', body: 'hola', audience: { kind: 'public' } });
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([{ usernames: [u], eventIds: [], featured: false, postIds: [id] }]);
    for (const url of [POST_PATHS.list(u), POST_PATHS.one(u, id)]) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=60');
      expect(res.headers['set-cookie']).toBeUndefined();
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${id}`,
      headers: ana.headers,
      payload: { title: 'Cambiada' },
    });
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([{ usernames: [u], eventIds: [], featured: false, postIds: [id] }]);
    expect((await get(POST_PATHS.one(u, id))).body).toContain('Cambiada');
    // A supporters' post is listed (locked): its list and page are purged too.
    const gated = await post(ana, {
      title: 'Para quienes aportan',
      body: 'x',
      audience: { kind: 'monthly' },
    });
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([{ usernames: [u], eventIds: [], featured: false, postIds: [gated] }]);
    // A post nobody sees publicly changes no public page: nothing to purge.
    await post(ana, { title: 'Para fans', body: 'x', audience: { kind: 'fans' } });
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: ana.headers });
    await t.deps.pagePurges.settled();
    expect(cache.take()).toEqual([{ usernames: [u], eventIds: [], featured: false, postIds: [id] }]);
    expect((await get(POST_PATHS.one(u, id))).statusCode).toBe(404);
  });
});
