import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody as multipart, type MultipartPart as Part } from '../../../test/multipart-body';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
interface UploadBody {
  success: boolean;
  data: { profile_image: string; user: { profile_image: string | null } };
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}
const FORMAT = 'Formato no válido. Usa JPG, PNG o WebP';
const TOO_LARGE = 'La imagen es muy grande. Tamaño máximo: 5MB';
const MISSING = 'No se seleccionó ningún archivo';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 99, g: 102, b: 241 } } });

describe('profile image upload', () => {
  let t: TestApp;
  let headers: Headers;

  const upload = (file: Omit<Part, 'name'> & { name?: string }, h: Headers = headers) => {
    const body = multipart([{ name: 'profile_image', ...file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/upload-image',
      headers: { ...h, ...body.headers },
      payload: body.payload,
    });
  };
  const fetchStored = (url: string) => t.app.inject({ method: 'GET', url });
  const uploadsDir = () => path.join(t.dataDir, 'uploads');

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await registerCreator(t.app)).headers;
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    const body = multipart([{ name: 'profile_image', filename: 'a.png', data: 'x' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-image',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a PNG, stores it re-encoded within 512 px and serves it with safe headers', async () => {
    const png = await canvas(1200, 800).png().toBuffer();
    const res = await upload({ filename: 'foto.png', contentType: 'image/png', data: png });
    expect(res.statusCode).toBe(200);
    const body = json<UploadBody>(res);
    expect(body.success).toBe(true);
    expect(body.data.profile_image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(body.data.user.profile_image).toBe(body.data.profile_image);

    const served = await fetchStored(body.data.profile_image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('strips EXIF (camera, GPS) from a JPEG and turns it upright', async () => {
    const jpeg = await canvas(300, 200)
      .jpeg()
      .withExif({ IFD0: { Make: 'Camara', Copyright: 'Lucía' }, IFD3: { GPSLatitudeRef: 'S' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload({ filename: 'celu.jpg', contentType: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(200);
    const stored = (await fetchStored(json<UploadBody>(res).data.profile_image)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Camara'))).toBe(false);

    // Orientation 6 (rotated 90°): the stored image is already upright, and carries no orientation.
    const sideways = await canvas(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await upload({ filename: 'vertical.jpeg', contentType: 'image/jpeg', data: sideways });
    const turnedMeta = await sharp(
      (await fetchStored(json<UploadBody>(turned).data.profile_image)).rawPayload,
    ).metadata();
    expect([turnedMeta.width, turnedMeta.height]).toEqual([100, 200]);
    expect(turnedMeta.orientation).toBeUndefined();
  });

  it('accepts WebP, whatever name and type the browser sent', async () => {
    const webp = await canvas(64, 64).webp().toBuffer();
    const res = await upload({ filename: 'imagen.bin', contentType: 'application/octet-stream', data: webp });
    expect(res.statusCode).toBe(200);
    expect((await fetchStored(json<UploadBody>(res).data.profile_image)).statusCode).toBe(200);
  });

  it('replaces the previous file and deletes it', async () => {
    const { headers: own } = await registerCreator(t.app);
    const first = json<UploadBody>(
      await upload({ filename: 'a.png', data: await canvas(50, 50).png().toBuffer() }, own),
    ).data.profile_image;
    const second = json<UploadBody>(
      await upload({ filename: 'b.png', data: await canvas(60, 60).png().toBuffer() }, own),
    ).data.profile_image;
    expect(second).not.toBe(first);
    expect((await fetchStored(first)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(first)))).toBe(false);
    expect((await fetchStored(second)).statusCode).toBe(200);

    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/users/profile-image', headers: own });
    expect(cleared.statusCode).toBe(200);
    expect(
      json<{ data: { profile_image: null; user: { profile_image: null } } }>(cleared).data,
    ).toMatchObject({
      profile_image: null,
      user: { profile_image: null },
    });
    expect((await fetchStored(second)).statusCode).toBe(404);
  });

  it('refuses a text file named .png and sent as image/png', async () => {
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    const res = await upload({
      filename: 'foto.png',
      contentType: 'image/png',
      data: 'esto no es una imagen',
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res)).toEqual({
      message: FORMAT,
      errors: [{ field: 'profile_image', message: FORMAT }],
    });
    expect(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0).toBe(before);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
    ],
    ['a truncated JPEG', Buffer.from('ffd8ffe000104a464946', 'hex')],
  ])('refuses %s with the format message', async (_label, data) => {
    const res = await upload({ filename: 'foto.jpg', contentType: 'image/jpeg', data });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).message).toBe(FORMAT);
  });

  it('refuses a PNG whose JPEG signature lies about it', async () => {
    const png = await canvas(20, 20).png().toBuffer();
    const liar = Buffer.concat([Buffer.from('ffd8ff', 'hex'), png]);
    const res = await upload({ filename: 'x.jpg', data: liar });
    expect(json<ErrorBody>(res).message).toBe(FORMAT);
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload({ filename: 'grande.png', contentType: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(json<ErrorBody>(res)).toEqual({
      message: TOO_LARGE,
      errors: [{ field: 'profile_image', message: TOO_LARGE }],
    });
  });

  it('refuses an image with more pixels than can be decoded safely', async () => {
    const huge = await canvas(10_000, 5_000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload({ filename: 'enorme.png', data: huge });
    expect(res.statusCode).toBe(413);
    expect(json<ErrorBody>(res).message).toBe(TOO_LARGE);
  });

  it('answers a missing file with the spec message', async () => {
    const onlyText = multipart([{ name: 'otro', data: 'hola' }]);
    const cases = [
      { headers: onlyText.headers, payload: onlyText.payload },
      {
        headers: multipart([]).headers,
        payload: multipart([{ name: 'foto', filename: 'a.png', data: 'x' }]).payload,
      },
      {
        headers: multipart([]).headers,
        payload: multipart([{ name: 'profile_image', filename: 'a.png', data: '' }]).payload,
      },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: {}, payload: undefined },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'sin boundary' },
      { headers: multipart([]).headers, payload: 'cuerpo cortado sin partes' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: { ...headers, ...c.headers },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      expect(res.statusCode, JSON.stringify(c.headers)).toBe(400);
      expect(json<ErrorBody>(res).message).toBe(MISSING);
    }
  });

  it('serves only names the storage could have made', async () => {
    for (const url of [
      '/uploads/..%2Fsecrets.json',
      '/uploads/secrets.json',
      `/uploads/${'a'.repeat(32)}.webp`,
    ]) {
      const res = await fetchStored(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
