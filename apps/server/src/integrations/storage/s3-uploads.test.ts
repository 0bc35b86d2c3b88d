import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart-body';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { type LocalS3Server, startLocalS3 } from './testing/local-s3-server';

type Headers = Record<string, string>;

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 102, b: 241 } } })
    .png()
    .toBuffer();

/** Avatars and event images in an S3-compatible bucket, through the API, served at the same URLs. */
describe('uploads with S3_* configured', () => {
  let s3: LocalS3Server;
  let client: S3Client;
  let a: TestApp;
  let headers: Headers;

  /** The object as the bucket holds it, read without our adapter; null when there is none. */
  const objectBytes = async (url: string): Promise<Buffer | null> => {
    const name = url.slice('/uploads/'.length);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (error instanceof Error && error.name === 'NoSuchKey') return null;
      throw error;
    }
  };
  const upload = async (app: TestApp, route: string, field: string, data: Buffer) => {
    const body = multipartBody([{ name: field, filename: 'foto.png', contentType: 'image/png', data }]);
    const res = await app.app.inject({
      method: 'POST',
      url: route,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const uploadAvatar = async (data: Buffer) =>
    json<{ data: { profile_image: string } }>(
      await upload(a, '/api/users/upload-image', 'profile_image', data),
    ).data.profile_image;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const env = s3.env();
    client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      },
    });
    a = await createTestApp({ env });
    headers = (await registerCreator(a.app)).headers;
  });
  afterAll(async () => {
    await a?.close();
    client?.destroy();
    await s3?.stop();
  });

  it('stores an avatar in the bucket, re-encoded, and serves the same bytes at /uploads/ with long cache headers', async () => {
    const url = await uploadAvatar(await png(1200, 800, 99));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = await objectBytes(url);
    expect(stored).not.toBeNull();

    const served = await a.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 341,
    });
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = String(served.headers.etag);
    const cached = await a.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);

    // Nothing went to the local uploads folder.
    const localDir = path.join(a.dataDir, 'uploads');
    expect(fs.existsSync(localDir) ? fs.readdirSync(localDir) : []).toEqual([]);
  });

  it('deletes the old object when the avatar is replaced, and the last one when it is removed', async () => {
    const first = await uploadAvatar(await png(300, 300, 10));
    const second = await uploadAvatar(await png(300, 300, 200));
    expect(await objectBytes(first)).toBeNull();
    expect((await a.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(await objectBytes(second)).not.toBeNull();

    const removed = await a.app.inject({ method: 'DELETE', url: '/api/users/profile-image', headers });
    expect(removed.statusCode).toBe(200);
    expect(await objectBytes(second)).toBeNull();
    expect((await a.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('stores event images in the bucket too', async () => {
    const res = await upload(a, '/api/events/upload-image', 'event_image', await png(640, 480, 50));
    const url = json<{ data: { image_url: string } }>(res).data.image_url;
    const stored = await objectBytes(url);
    expect(stored).not.toBeNull();
    const served = await a.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
  });

  it('answers a Spanish 503 and keeps the profile when the bucket is unreachable', async () => {
    const gone = await startLocalS3();
    await gone.stop();
    const down = await createTestApp({ env: gone.env() });
    try {
      const creator = await registerCreator(down.app);
      const body = multipartBody([
        { name: 'profile_image', filename: 'foto.png', contentType: 'image/png', data: await png(64, 64, 1) },
      ]);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: { ...creator.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({
        message: 'Las imágenes no están disponibles en este momento. Intenta de nuevo en unos minutos.',
      });
      const me = await down.app.inject({ method: 'GET', url: '/api/auth/me', headers: creator.headers });
      expect(
        json<{ data: { user: { profile_image: string | null } } }>(me).data.user.profile_image,
      ).toBeNull();
    } finally {
      await down.close();
    }
  });

  it('serves an avatar uploaded through one copy from another copy with its own DATA_DIR', async () => {
    const url = await uploadAvatar(await png(400, 400, 120));
    const b = await createTestApp({ env: s3.env() });
    try {
      const served = await b.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(await objectBytes(url));
    } finally {
      await b.close();
    }
  });
});
