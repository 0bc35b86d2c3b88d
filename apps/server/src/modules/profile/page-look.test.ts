import fs from 'node:fs';
import path from 'node:path';
import { contrast, MIN_TEXT_CONTRAST, mix } from '@enlaza/shared/theme';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { multipartBody as multipart, type MultipartPart as Part } from '../../../test/multipart-body';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { registerVerifiedCreator } from '../../../test/verify-email';

type Headers = Record<string, string>;
interface ThemeAnswer {
  font: string;
  button_style: string;
  background_style: string;
  background_url: string | null;
  background_overlay: number;
}
interface UserAnswer {
  success: boolean;
  data: { background_url?: string | null; user: { theme: ThemeAnswer } };
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const FORMAT = 'Formato no válido. Usa JPG, PNG o WebP';
const TOO_LARGE = 'La imagen es muy grande. Tamaño máximo: 5MB';
const MISSING = 'No se seleccionó ningún archivo';

const solid = (width: number, height: number, rgb: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: rgb } })
    .png()
    .toBuffer();

describe('the page look: font, button style, background image and the QR (issue 24)', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerVerifiedCreator>>;
  let b: Awaited<ReturnType<typeof registerVerifiedCreator>>;

  const putTheme = (payload: object, headers = a.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/users/profile/theme', headers, payload });
  const uploadBackground = (file: Omit<Part, 'name'> & { name?: string }, headers: Headers = a.headers) => {
    const body = multipart([{ name: 'image', ...file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/profile/background',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const removeBackground = (headers: Headers = a.headers) =>
    t.app.inject({ method: 'DELETE', url: '/api/users/profile/background', headers });
  const publicTheme = async (username: string) =>
    json<{ data: { user: { theme: ThemeAnswer } } }>(
      await t.app.inject({ method: 'GET', url: `/api/public/${username}` }),
    ).data.user.theme;
  const stored = (url: string) => path.join(t.dataDir, url.replace(/^\//, ''));

  beforeAll(async () => {
    t = await createTestApp();
    a = await registerVerifiedCreator(t);
    b = await registerVerifiedCreator(t);
  });
  afterAll(() => t.close());

  it('starts with the look every page had: system font, shadow buttons, no image', async () => {
    expect(await publicTheme(a.user.username)).toMatchObject({
      font: 'system',
      button_style: 'shadow',
      background_url: null,
      background_overlay: 0,
    });
  });

  it('saves a font and a button style, keeps them when a later theme leaves them out', async () => {
    const colours = { primary_color: '#10B981', accent_color: '#f59e0b', background_style: 'gradient' };
    const res = await putTheme({ ...colours, font: 'lora', buttonStyle: 'outline' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<UserAnswer>(res).data.user.theme).toMatchObject({ font: 'lora', button_style: 'outline' });
    const again = await putTheme({ ...colours, primary_color: '#6366f1' });
    expect(json<UserAnswer>(again).data.user.theme).toMatchObject({ font: 'lora', button_style: 'outline' });
    expect(await publicTheme(a.user.username)).toMatchObject({ font: 'lora', button_style: 'outline' });
  });

  it('refuses a font or button style outside the lists with a Spanish field error', async () => {
    const colours = { primary_color: '#6366f1', accent_color: '#f59e0b', background_style: 'gradient' };
    const font = await putTheme({ ...colours, font: 'comic-sans' });
    expect(font.statusCode).toBe(400);
    expect(json<ErrorBody>(font).errors).toEqual([
      { field: 'font', message: 'Elige una de las fuentes de la lista' },
    ]);
    const button = await putTheme({ ...colours, button_style: 'neon' });
    expect(button.statusCode).toBe(400);
    expect(json<ErrorBody>(button).errors).toEqual([
      { field: 'button_style', message: 'Elige «Relleno», «Contorno», «Redondeado» o «Sombra»' },
    ]);
    expect(await publicTheme(a.user.username)).toMatchObject({ font: 'lora', button_style: 'outline' });
  });

  it('stores a background re-encoded as WebP within 1600 px, veiled until white text reads at 4.5:1', async () => {
    const png = await solid(2400, 1200, { r: 250, g: 250, b: 245 });
    const res = await uploadBackground({ filename: 'fondo.png', contentType: 'image/png', data: png });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<UserAnswer>(res);
    const url = body.data.background_url ?? '';
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });

    const theme = body.data.user.theme;
    expect(theme.background_url).toBe(url);
    // White text on a near-white photo: the black veil must bring it to AA, and not much further.
    expect(theme.background_overlay).toBeGreaterThan(0.5);
    const veiled = mix('#fafaf5', '#000000', theme.background_overlay);
    expect(contrast('#ffffff', veiled)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast('#ffffff', mix('#fafaf5', '#000000', theme.background_overlay - 0.05))).toBeLessThan(
      MIN_TEXT_CONTRAST,
    );
    expect(await publicTheme(a.user.username)).toMatchObject({ background_url: url });
  });

  it('measures the brightest area, not the average: one white block on a dark photo still gets a veil', async () => {
    const dark = await sharp({ create: { width: 960, height: 960, channels: 3, background: '#111111' } })
      .composite([{ input: await solid(200, 200, { r: 255, g: 255, b: 255 }), left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const res = await uploadBackground({ filename: 'foto.jpg', contentType: 'image/jpeg', data: dark });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<UserAnswer>(res).data.user.theme.background_overlay).toBeGreaterThan(0.4);
  });

  it('lightens instead under dark text (Minimalista) and needs no veil where the text already reads', async () => {
    const black = await solid(800, 800, { r: 10, g: 10, b: 10 });
    const up = await uploadBackground({ filename: 'negro.png', contentType: 'image/png', data: black });
    expect(json<UserAnswer>(up).data.user.theme.background_overlay).toBe(0);
    const subtle = await putTheme({
      primary_color: '#6366f1',
      accent_color: '#f59e0b',
      background_style: 'subtle',
    });
    const theme = json<UserAnswer>(subtle).data.user.theme;
    expect(theme.background_overlay).toBeGreaterThan(0.4);
    expect(contrast('#0f172a', mix('#0a0a0a', '#ffffff', theme.background_overlay))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('replacing or removing the background deletes the old file; another creator cannot touch it', async () => {
    const first = json<UserAnswer>(
      await uploadBackground({ filename: 'a.png', data: await solid(300, 300, { r: 200, g: 0, b: 0 }) }),
    ).data.background_url as string;
    const second = json<UserAnswer>(
      await uploadBackground({ filename: 'b.png', data: await solid(300, 300, { r: 0, g: 0, b: 200 }) }),
    ).data.background_url as string;
    expect(fs.existsSync(stored(first))).toBe(false);
    expect(fs.existsSync(stored(second))).toBe(true);

    // B removing "the background" removes B's own (none): A's stays.
    const other = await removeBackground(b.headers);
    expect(other.statusCode).toBe(200);
    expect(fs.existsSync(stored(second))).toBe(true);
    expect((await publicTheme(a.user.username)).background_url).toBe(second);

    const removed = await removeBackground();
    expect(removed.statusCode).toBe(200);
    expect(json<UserAnswer>(removed).data).toMatchObject({ background_url: null });
    expect(fs.existsSync(stored(second))).toBe(false);
    expect(await publicTheme(a.user.username)).toMatchObject({ background_url: null, background_overlay: 0 });
  });

  it('refuses what is not an image, too large or missing, in Spanish on the field', async () => {
    const text = await uploadBackground({
      filename: 'x.png',
      contentType: 'image/png',
      data: 'no soy una imagen',
    });
    expect(text.statusCode).toBe(400);
    expect(json<ErrorBody>(text).errors).toEqual([{ field: 'image', message: FORMAT }]);

    const gif = await uploadBackground({ filename: 'x.gif', data: Buffer.from('GIF89a0000000000') });
    expect(json<ErrorBody>(gif).errors).toEqual([{ field: 'image', message: FORMAT }]);

    const big = Buffer.concat([await solid(10, 10, { r: 1, g: 2, b: 3 }), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await uploadBackground({ filename: 'big.png', data: big });
    expect(large.statusCode).toBe(413);
    expect(json<ErrorBody>(large).errors).toEqual([{ field: 'image', message: TOO_LARGE }]);

    const wrongField = await uploadBackground({ name: 'otra', filename: 'a.png', data: 'x' });
    expect(json<ErrorBody>(wrongField).errors).toEqual([{ field: 'image', message: MISSING }]);

    const anonymous = multipart([{ name: 'image', filename: 'a.png', data: 'x' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/background',
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the QR as a PNG and an SVG of /u/{username} with a 4-module quiet zone, private, as files', async () => {
    await putTheme({ primary_color: '#4338ca', accent_color: '#f59e0b', background_style: 'gradient' });
    const svg = await t.app.inject({ method: 'GET', url: '/api/users/qr.svg', headers: a.headers });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('no-store');
    expect(svg.headers['content-disposition']).toBe(
      `attachment; filename="enlaza-qr-${a.user.username}.svg"`,
    );
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg.body)?.[1]);
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    // The dark modules start 4 modules in, on every side: the quiet zone.
    const dark = /<path stroke="(#[0-9a-f]{6})" d="M4 4\.5h7/.exec(svg.body);
    expect(dark).not.toBeNull();
    const background = /<path fill="(#[0-9a-f]{6})"/.exec(svg.body)?.[1] ?? '';
    expect(dark?.[1]).not.toBe('#000000');
    expect(contrast(dark?.[1] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    const rows = [...svg.body.matchAll(/M(\d+) (\d+)\.5h(\d+)/g)].map((m) => m.slice(1).map(Number));
    expect(Math.max(...rows.map(([, y]) => y ?? 0))).toBe(size - 5);

    const png = await t.app.inject({ method: 'GET', url: '/api/users/qr.png', headers: a.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('no-store');
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="enlaza-qr-${a.user.username}.png"`,
    );
    const bytes = png.rawPayload;
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(size * 24);
    expect(meta.height).toBe(size * 24);
  });

  it('falls back to black on white when the creator’s colour is too pale to scan', async () => {
    await putTheme(
      { primary_color: '#fde68a', accent_color: '#fef9c3', background_style: 'subtle' },
      b.headers,
    );
    const svg = await t.app.inject({ method: 'GET', url: '/api/users/qr.svg', headers: b.headers });
    expect(svg.body).toContain('<path fill="#ffffff"');
    expect(svg.body).toContain('<path stroke="#000000"');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/qr.png' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports the background with the account and deletes its file with the account', async () => {
    const url = json<UserAnswer>(
      await uploadBackground(
        { filename: 'c.png', data: await solid(300, 300, { r: 0, g: 90, b: 0 }) },
        b.headers,
      ),
    ).data.background_url as string;
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/exports/account.json',
      headers: b.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(json(exported))).toContain(url);

    const res = await deleteAccount(t, b);
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(stored(url))).toBe(false);
    const row = await t.database.db
      .selectFrom('users')
      .select(['background_image', 'background_light', 'background_dark'])
      .where('id', '=', b.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ background_image: null, background_light: null, background_dark: null });
  });
});
