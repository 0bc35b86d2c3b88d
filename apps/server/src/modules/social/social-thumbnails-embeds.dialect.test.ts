import fs from 'node:fs';
import path from 'node:path';
import { LINK_EMBED_MESSAGES, LINK_THUMBNAIL_MESSAGES } from '@enlaza/shared/links';
import { SOCIAL_MESSAGES, SOCIAL_VALUE_MESSAGES } from '@enlaza/shared/social';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { multipartBody } from '../../../test/multipart-body';
import { PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { rebuildDailyStats } from '../tracking/daily-stats-rebuild';

type Creator = Awaited<ReturnType<typeof registerVerifiedCreator>>;
interface ErrorBody {
  errors?: { field: string; message: string }[];
}
interface LinkBody {
  id: number;
  display: string;
  thumbnail_url: string | null;
}

describe('social icons, thumbnails and embeds (issue 24)', () => {
  let t: TestApp;
  let ana: Creator;
  let beto: Creator;

  const putSocial = (c: Creator, items: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/social', headers: c.headers, payload: { items } });
  const createLink = async (c: Creator, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/links', headers: c.headers, payload });
  const uploadThumb = (c: Creator, linkId: number, data: Buffer | string, field = 'image') => {
    const body = multipartBody([{ name: field, filename: 'mini.png', contentType: 'image/png', data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/links/${linkId}/thumbnail`,
      headers: { ...c.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const publicProfile = async (c: Creator) =>
    json<{
      data: {
        user: { social: unknown[]; links: { id: number; thumbnail_url: string | null; embed: unknown }[] };
      };
    }>(await t.app.inject({ method: 'GET', url: `/api/public/${c.user.username}` })).data.user;

  const web = createWebDistFixture();

  beforeAll(async () => {
    // The /s/ redirect answers its 404 with the rendered page, which needs a web build.
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
    ana = await registerVerifiedCreator(t);
    beto = await registerVerifiedCreator(t);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('needs a session for every new route', async () => {
    for (const [method, url] of [
      ['GET', '/api/social'],
      ['PUT', '/api/social'],
      ['POST', '/api/links/1/thumbnail'],
      ['DELETE', '/api/links/1/thumbnail'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('validates each value against its network and keeps the creator order', async () => {
    const res = await putSocial(ana, [
      { network: 'instagram', value: '@ana.canta' },
      { network: 'whatsapp', value: '+54 9 11 2233-4455' },
      { network: 'email', value: 'hola@ana.com.ar' },
      { network: 'youtube', value: 'https://youtube.com/@anacanta' },
      { network: 'x', value: 'ana_canta' },
      { network: 'telegram', value: 'https://t.me/anacanta' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const items = json<{
      message: string;
      data: { items: { network: string; url: string; value: string }[] };
    }>(res);
    expect(items.message).toBe(SOCIAL_MESSAGES.saved);
    expect(items.data.items.map((i) => [i.network, i.url])).toEqual([
      ['instagram', 'https://www.instagram.com/ana.canta'],
      ['whatsapp', 'https://wa.me/5491122334455'],
      ['email', 'mailto:hola@ana.com.ar'],
      ['youtube', 'https://youtube.com/@anacanta'],
      ['x', 'https://x.com/ana_canta'],
      ['telegram', 'https://t.me/anacanta'],
    ]);
    expect(items.data.items[0]?.value).toBe('@ana.canta');

    const bad = await putSocial(ana, [
      { network: 'instagram', value: 'https://evil.example/ana' },
      { network: 'whatsapp', value: '12' },
      { network: 'email', value: 'javascript:alert(1)' },
      { network: 'spotify', value: 'https://example.com/artist/1' },
      { network: 'instagram', value: 'otra' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'items.0.value', message: SOCIAL_VALUE_MESSAGES.instagram },
        { field: 'items.1.value', message: SOCIAL_VALUE_MESSAGES.whatsapp },
        { field: 'items.2.value', message: SOCIAL_VALUE_MESSAGES.email },
        { field: 'items.3.value', message: SOCIAL_VALUE_MESSAGES.spotify },
        { field: 'items.4.network', message: SOCIAL_MESSAGES.duplicate },
      ]),
    );
    const unknown = await putSocial(ana, [{ network: 'myspace', value: 'ana' }]);
    expect(json<ErrorBody>(unknown).errors).toEqual([
      { field: 'items.0.network', message: SOCIAL_MESSAGES.networkInvalid },
    ]);
    const eleven = Array.from({ length: 11 }, () => ({ network: 'x', value: 'ana' }));
    expect(json<ErrorBody>(await putSocial(ana, eleven)).errors?.[0]?.message).toBe(SOCIAL_MESSAGES.tooMany);
    // Nothing of a refused row was written.
    const list = json<{ data: { items: unknown[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/social', headers: ana.headers }),
    );
    expect(list.data.items).toHaveLength(6);
  });

  it('shows the row on the public answer, counts a click through /s/ and keeps counts across a reorder', async () => {
    expect((await publicProfile(ana)).social.slice(0, 2)).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/ana.canta' },
      { network: 'whatsapp', url: 'https://wa.me/5491122334455' },
    ]);
    const follow = await t.app.inject({
      method: 'GET',
      url: `/s/${ana.user.username}/instagram`,
      headers: { 'user-agent': PHONE_BROWSER },
    });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('https://www.instagram.com/ana.canta');
    const mail = await t.app.inject({
      method: 'GET',
      url: `/s/${ana.user.username}/email`,
      headers: { 'user-agent': PHONE_BROWSER },
      remoteAddress: '203.0.113.9',
    });
    expect(mail.headers.location).toBe('mailto:hola@ana.com.ar');
    // Another creator's network, or one Ana does not have, is the 404 page.
    expect(
      (await t.app.inject({ method: 'GET', url: `/s/${beto.user.username}/instagram` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/s/${ana.user.username}/myspace` })).statusCode).toBe(
      404,
    );

    const clicks = await t.database.db
      .selectFrom('link_clicks')
      .select(['kind', 'url'])
      .where('user_id', '=', ana.user.id)
      .execute();
    expect(clicks).toEqual(
      expect.arrayContaining([
        { kind: 'social', url: 'https://www.instagram.com/ana.canta' },
        { kind: 'social', url: 'mailto:hola@ana.com.ar' },
      ]),
    );
    const daily = await t.database.db
      .selectFrom('stats_daily_clicks')
      .select(['link_id', 'clicks'])
      .where('user_id', '=', ana.user.id)
      .execute();
    expect(daily.map((d) => [Number(d.link_id), Number(d.clicks)])).toEqual([[0, 2]]);
    // The dashboard's total and the statistics' roll-ups count them; a rebuild from the raw rows agrees.
    const get = async <T>(url: string) =>
      json<{ data: T }>(await t.app.inject({ method: 'GET', url, headers: ana.headers })).data;
    expect(
      (await get<{ clicksTotales: { value: number } }>('/api/stats/dashboard')).clicksTotales.value,
    ).toBe(2);
    const overview = () => get<{ totalClicks: number; clicksByLink: unknown[] }>('/api/stats/overview');
    expect(await overview()).toMatchObject({ totalClicks: 2, clicksByLink: [] });
    await rebuildDailyStats(t.database.db);
    expect((await overview()).totalClicks).toBe(2);

    const reordered = await putSocial(ana, [
      { network: 'email', value: 'hola@ana.com.ar' },
      { network: 'instagram', value: 'ana.canta' },
    ]);
    const items = json<{ data: { items: { network: string; click_count: number }[] } }>(reordered).data.items;
    expect(items.map((i) => [i.network, i.click_count])).toEqual([
      ['email', 1],
      ['instagram', 1],
    ]);
    expect((await publicProfile(ana)).social.map((s) => (s as { network: string }).network)).toEqual([
      'email',
      'instagram',
    ]);
    // Beto's row is his own.
    expect(
      json<{ data: { items: unknown[] } }>(
        await t.app.inject({ method: 'GET', url: '/api/social', headers: beto.headers }),
      ).data.items,
    ).toEqual([]);
  });

  it('stores a thumbnail re-encoded as a small square WebP, refuses bad files and others\u2019 links', async () => {
    const link = json<{ data: { link: LinkBody } }>(
      await createLink(ana, { title: 'Mi tienda', url: 'https://ana.com.ar/tienda' }),
    ).data.link;
    expect(link).toMatchObject({ display: 'button', thumbnail_url: null });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
      .png()
      .toBuffer();
    const res = await uploadThumb(ana, link.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<{ message: string; data: { link: LinkBody } }>(res);
    expect(saved.message).toBe(LINK_THUMBNAIL_MESSAGES.uploaded);
    const url = saved.data.link.thumbnail_url ?? '';
    expect(url).toMatch(/^\/uploads\//);
    const stored = await t.app.inject({ method: 'GET', url });
    expect(stored.headers['content-type']).toBe('image/webp');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 160, 160, undefined]);
    expect(stored.rawPayload.length).toBeLessThan(10_000);
    expect((await publicProfile(ana)).links.find((l) => l.id === link.id)?.thumbnail_url).toBe(url);

    const notImage = await uploadThumb(ana, link.id, 'no soy una imagen');
    expect(notImage.statusCode).toBe(400);
    expect(json<ErrorBody>(notImage).errors).toEqual([
      { field: 'image', message: LINK_THUMBNAIL_MESSAGES.badFormat },
    ]);
    const big = await uploadThumb(ana, link.id, Buffer.alloc(5 * 1024 * 1024 + 200_000, 1));
    expect(big.statusCode).toBe(413);
    expect(json<ErrorBody>(big).errors?.[0]?.message).toBe(LINK_THUMBNAIL_MESSAGES.tooLarge);
    // Beto can neither set nor remove the thumbnail of Ana's link.
    expect((await uploadThumb(beto, link.id, png)).statusCode).toBe(404);
    const bRemove = await t.app.inject({
      method: 'DELETE',
      url: `/api/links/${link.id}/thumbnail`,
      headers: beto.headers,
    });
    expect(bRemove.statusCode).toBe(404);

    // A new image replaces the file; removing it deletes the file too.
    const second =
      json<{ data: { link: LinkBody } }>(await uploadThumb(ana, link.id, png)).data.link.thumbnail_url ?? '';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/links/${link.id}/thumbnail`,
      headers: ana.headers,
    });
    expect(json<{ data: { link: LinkBody } }>(removed).data.link.thumbnail_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('shows a supported link as a player and refuses an embed elsewhere with a Spanish field error', async () => {
    const video = json<{ data: { link: LinkBody } }>(
      await createLink(ana, { title: 'Mi video', url: 'https://youtu.be/dQw4w9WgXcQ', display: 'embed' }),
    ).data.link;
    expect(video.display).toBe('embed');
    const list = json<{ data: { link: LinkBody } }>(
      await createLink(ana, {
        title: 'Mi lista',
        url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=x',
      }),
    ).data.link;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${list.id}`,
      headers: ana.headers,
      payload: { display: 'embed' },
    });
    expect(put.statusCode, put.body).toBe(200);

    const links = (await publicProfile(ana)).links;
    expect(links.find((l) => l.id === video.id)?.embed).toEqual({
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(links.find((l) => l.id === list.id)?.embed).toEqual({
      provider: 'spotify',
      src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    });

    const refused = await createLink(ana, { title: 'Web', url: 'https://ana.com.ar', display: 'embed' });
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).errors).toEqual([
      { field: 'display', message: LINK_EMBED_MESSAGES.unsupported },
    ]);
    const bandcamp = await createLink(ana, {
      title: 'Disco',
      url: 'https://ana.bandcamp.com/album/disco',
      display: 'embed',
    });
    expect(json<ErrorBody>(bandcamp).errors).toEqual([
      { field: 'display', message: LINK_EMBED_MESSAGES.bandcampNeedsPlayer },
    ]);
    // Moving an embedded link to an address without a player is refused the same way.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${video.id}`,
      headers: ana.headers,
      payload: { url: 'https://ana.com.ar/video' },
    });
    expect(json<ErrorBody>(moved).errors).toEqual([
      { field: 'display', message: LINK_EMBED_MESSAGES.unsupported },
    ]);
    const weird = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${video.id}`,
      headers: ana.headers,
      payload: { display: 'iframe' },
    });
    expect(json<ErrorBody>(weird).errors).toEqual([
      { field: 'display', message: LINK_EMBED_MESSAGES.displayInvalid },
    ]);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${video.id}`,
      headers: beto.headers,
      payload: { display: 'button' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('exports the row and thumbnails, and deleting the account erases the rows and the files', async () => {
    const link = json<{ data: { link: LinkBody } }>(
      await createLink(beto, { title: 'Foto', url: 'https://beto.com.ar' }),
    ).data.link;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const thumb =
      json<{ data: { link: LinkBody } }>(await uploadThumb(beto, link.id, png)).data.link.thumbnail_url ?? '';
    await putSocial(beto, [{ network: 'twitch', value: 'betoenvivo' }]);
    const exported = json<{ social: { network: string; url: string }[]; links: LinkBody[] }>(
      await t.app.inject({ method: 'GET', url: '/api/exports/account.json', headers: beto.headers }),
    );
    expect(exported.social.map((s) => [s.network, s.url])).toEqual([
      ['twitch', 'https://www.twitch.tv/betoenvivo'],
    ]);
    expect(exported.links[0]).toMatchObject({ thumbnail_url: thumb, display: 'button' });

    const file = path.join(t.dataDir, 'uploads', path.basename(thumb));
    expect(fs.existsSync(file)).toBe(true);
    const res = await deleteAccount(t, beto);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('social_links')
      .select('id')
      .where('user_id', '=', beto.user.id)
      .execute();
    expect(rows).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });
});
