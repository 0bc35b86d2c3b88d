import { PROFILE_IMAGE_MESSAGES } from '@enlaza/shared/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../test/test-app';

/** Small input holes found by fuzzing (issue 11, item 9); each once answered a 500 or the wrong error. */
describe('small input holes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 to a NUL byte in a path, on PostgreSQL as on SQLite', async () => {
    const paths = [
      '/simulador/mercadopago/checkout/pref%00x',
      '/api/public/de%00mo',
      '/api/donations/ab%00c/status',
      '/api/public/demo/events/ev%00x',
    ];
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/simulador/mercadopago/checkout/pref%00x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'resultado=aprobar',
    });
    expect(post.statusCode).toBe(404);
  });

  it('takes only decimal digits as a money amount ("0x64" is not 100)', async () => {
    for (const amount of ['0x64', '1e3', 'Infinity', '+150', '0b1100100', '100,50']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/donations/checkout',
        payload: { goal_id: 1, amount },
      });
      expect(res.statusCode, amount).toBe(400);
      expect(json<{ errors: { field: string }[] }>(res).errors[0]?.field).toBe('amount');
    }
  });

  it('answers a 60 MB upload with the Spanish 413, whatever the form holds', async () => {
    const creator = await registerCreator(t.app);
    const boundary = '----enlaza60mb';
    const forms = [
      'name="profile_image"; filename="a.png"\r\nContent-Type: image/png',
      'name="profile_image"',
      'name="foto"; filename="a.png"\r\nContent-Type: image/png',
    ];
    const bytes = Buffer.alloc(60 * 1024 * 1024, 1);
    for (const disposition of forms) {
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: { ...creator.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode, disposition).toBe(413);
      expect(json(res), disposition).toMatchObject({ message: PROFILE_IMAGE_MESSAGES.tooLarge });
    }
  });
});
