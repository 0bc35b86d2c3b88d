import { EVENT_IMAGE_MESSAGES } from '@enlaza/shared/events';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MultipartPart, multipartBody } from '../../../test/multipart-body';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 245, g: 158, b: 11 } } });

describe('POST /api/events/upload-image', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerCreator>>;

  const upload = (parts: MultipartPart[], headers: Record<string, string> = creator.headers) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/events/upload-image',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const file = (data: Buffer | string, filename = 'afiche.png') => [{ name: 'event_image', filename, data }];

  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerCreator(t.app);
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    const res = await upload(file('x'), {});
    expect(res.statusCode).toBe(401);
  });

  it('stores the image as WebP within 1200 px and the event saves its URL', async () => {
    const png = await canvas(2400, 1200).png().toBuffer();
    const res = await upload(file(png));
    expect(res.statusCode).toBe(200);
    const url = json<{ success: boolean; data: { image_url: string } }>(res).data.image_url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 600,
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: creator.headers,
      payload: { title: 'Con afiche', event_date: '2026-12-01', location: 'Rosario', image_url: url },
    });
    expect(created.statusCode).toBe(201);
    expect(json<{ data: { event: { image_url: string } } }>(created).data.event.image_url).toBe(url);
  });

  it('refuses what is not an image, a file too large and a missing file, in Spanish', async () => {
    const fake = await upload(file('no soy una imagen'));
    expect(fake.statusCode).toBe(400);
    expect(json<ErrorBody>(fake)).toEqual({
      message: EVENT_IMAGE_MESSAGES.badFormat,
      errors: [{ field: 'event_image', message: EVENT_IMAGE_MESSAGES.badFormat }],
    });
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const large = await upload(file(big));
    expect(large.statusCode).toBe(413);
    expect(json<ErrorBody>(large).message).toBe(EVENT_IMAGE_MESSAGES.tooLarge);
    const missing = await upload([{ name: 'otro', data: 'hola' }]);
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).message).toBe(EVENT_IMAGE_MESSAGES.missing);
  });

  it("deletes a replaced or deleted event's image, unless something else still shows it", async () => {
    const stored = async () => {
      const png = await canvas(300, 200).png().toBuffer();
      return json<{ data: { image_url: string } }>(await upload(file(png))).data.image_url;
    };
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    const create = async (headers: Record<string, string>, image_url: string) =>
      json<{ data: { event: { id: number } } }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/events',
          headers,
          payload: { title: 'Show', event_date: '2026-12-01', location: 'Rosario', image_url },
        }),
      ).data.event.id;
    const put = (headers: Record<string, string>, id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/events/${id}`, headers, payload });

    const first = await stored();
    const second = await stored();
    const id = await create(creator.headers, first);
    expect((await put(creator.headers, id, { image_url: second })).statusCode).toBe(200);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);

    // Another creator pasted the same URL into their event: replacing ours leaves it in place.
    const other = await registerCreator(t.app);
    const theirs = await create(other.headers, second);
    expect((await put(creator.headers, id, { image_url: null })).statusCode).toBe(200);
    expect(await served(second)).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/events/${theirs}`, headers: other.headers }))
        .statusCode,
    ).toBe(200);
    expect(await served(second)).toBe(404);
  });
});
