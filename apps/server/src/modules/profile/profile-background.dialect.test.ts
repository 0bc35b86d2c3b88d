import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { multipartBody } from '../../../test/multipart-body';
import { PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';

interface BackgroundTheme {
  background_url: string | null;
  background_small_url: string | null;
  background_overlay: number;
}
interface UploadAnswer {
  data: { background_url: string | null; user: { theme: BackgroundTheme } };
}

/** A photo-sized JPEG with photo-like grain (it compresses as badly as a photo does). */
const grainyPhoto = (sigma = 40) =>
  sharp({
    create: {
      width: 1920,
      height: 1280,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** The look's CSS of a server-rendered page: what every width gets, and what only wide screens get. */
function lookCss(html: string) {
  const css = /<style data-look>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
  const at = css.indexOf('@media (min-width:48em){');
  return at < 0 ? { base: css, wide: '' } : { base: css.slice(0, at), wide: css.slice(at) };
}

describe('the background image in two sizes (large inside 1600 px, phone inside 960 px)', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerVerifiedCreator>>;

  const upload = async (data: Buffer, headers = a.headers) => {
    const body = multipartBody([{ name: 'image', filename: 'foto.jpg', contentType: 'image/jpeg', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/background',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<UploadAnswer>(res).data.user.theme;
  };
  const stored = (url: string) => path.join(t.dataDir, url.replace(/^\//, ''));
  const exists = (url: string | null) => url !== null && fs.existsSync(stored(url));
  const pageHtml = async (username: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/u/${username}`,
      headers: { 'user-agent': PHONE_BROWSER },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const publicTheme = async (username: string) =>
    json<{ data: { user: { theme: BackgroundTheme } } }>(
      await t.app.inject({ method: 'GET', url: `/api/public/${username}` }),
    ).data.user.theme;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
    a = await registerVerifiedCreator(t);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('stores both files at upload, names both in the page (the phone one first) and the API', async () => {
    const theme = await upload(await grainyPhoto());
    const { background_url: large, background_small_url: small } = theme;
    expect(large).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(small).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(small).not.toBe(large);
    expect(exists(large) && exists(small)).toBe(true);

    const largeFile = fs.readFileSync(stored(large as string));
    const smallFile = fs.readFileSync(stored(small as string));
    expect(await sharp(largeFile).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    expect(await sharp(smallFile).metadata()).toMatchObject({ format: 'webp', width: 960, height: 640 });
    expect(smallFile.length).toBeLessThan(100 * 1024);
    const served = await t.app.inject({ method: 'GET', url: small as string });
    expect(served.headers['content-type']).toBe('image/webp');

    expect(await publicTheme(a.user.username)).toMatchObject({
      background_url: large,
      background_small_url: small,
    });
    const css = lookCss(await pageHtml(a.user.username));
    expect(css.base).toContain(`url("${small}")`);
    expect(css.base).not.toContain(large);
    expect(css.wide).toContain(`url("${large}")`);
  }, 30_000);

  it('replacing the background deletes both old files; removing it deletes both files', async () => {
    const before = await publicTheme(a.user.username);
    const next = await upload(await grainyPhoto(20));
    expect(exists(before.background_url) || exists(before.background_small_url)).toBe(false);
    expect(exists(next.background_url) && exists(next.background_small_url)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/background',
      headers: a.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(json<UploadAnswer>(removed).data.user.theme).toMatchObject({
      background_url: null,
      background_small_url: null,
    });
    expect(exists(next.background_url) || exists(next.background_small_url)).toBe(false);
    const row = await t.database.db
      .selectFrom('users')
      .select(['background_image', 'background_image_small'])
      .where('id', '=', a.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ background_image: null, background_image_small: null });
  }, 30_000);

  it('serves the large file to every width when a row has no phone file (uploaded before migration 0029)', async () => {
    const b = await registerVerifiedCreator(t);
    const theme = await upload(await grainyPhoto(10), b.headers);
    await t.database.db
      .updateTable('users')
      .set({ background_image_small: null })
      .where('id', '=', b.user.id)
      .execute();
    expect(await publicTheme(b.user.username)).toMatchObject({
      background_url: theme.background_url,
      background_small_url: null,
    });
    const css = lookCss(await pageHtml(b.user.username));
    expect(css.base).toContain(`url("${theme.background_url}")`);
    expect(css.wide).toBe('');
  }, 30_000);

  it('deletes both files with the account', async () => {
    const c = await registerVerifiedCreator(t);
    const theme = await upload(await grainyPhoto(10), c.headers);
    expect(exists(theme.background_url) && exists(theme.background_small_url)).toBe(true);
    const res = await deleteAccount(t, c);
    expect(res.statusCode, res.body).toBe(200);
    expect(exists(theme.background_url) || exists(theme.background_small_url)).toBe(false);
    const row = await t.database.db
      .selectFrom('users')
      .select(['background_image', 'background_image_small'])
      .where('id', '=', c.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ background_image: null, background_image_small: null });
  }, 30_000);
});
