import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSomeBusyAnswers } from '../../../test/busy-answers';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { DONATION_PDF_RATE_RULE } from './event-donation-pdf.routes';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe("the 'Pasar la gorra' A6 sheet: ETag, 304, rate limit", () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let eventId: number;
  let address = 0;

  const sheetUrl = () => `/e/${ana.user.username}/${eventId}/aportar.pdf`;
  /** Each call comes from its own address unless one is given, so the limit only bites where meant. */
  const download = (headers: Record<string, string> = {}, remoteAddress = `203.0.113.${++address}`) =>
    t.app.inject({ method: 'GET', url: sheetUrl(), headers, remoteAddress });
  const editEvent = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: ana.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: { title: 'Show en el Galpón', event_date: '2099-03-20', location: 'El Galpón' },
    });
    expect(res.statusCode, res.body).toBe(201);
    eventId = json<{ data: { event: { id: number } } }>(res).data.event.id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('answers a strong ETag and 304 to If-None-Match, with the same bytes while the event is the same', async () => {
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await PDFDocument.load(first.rawPayload)).getTitle()).toBe('Pasar la gorra: Show en el Galpón');

    const again = await download();
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"otra", ${etag}`]) {
      const notModified = await download({ 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.rawPayload.length).toBe(0);
    }
    expect((await download({ 'if-none-match': '"otra"' })).statusCode).toBe(200);
  });

  it('gets a new ETag when what the sheet prints changes, and the old one back when it changes back', async () => {
    const before = await download();
    await editEvent({ title: 'Show en el Galpón (segunda función)' });
    const changed = await download({ 'if-none-match': String(before.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
    expect(changed.rawPayload.equals(before.rawPayload)).toBe(false);
    expect((await PDFDocument.load(changed.rawPayload)).getTitle()).toBe(
      'Pasar la gorra: Show en el Galpón (segunda función)',
    );

    await editEvent({ location: 'Otro galpón' });
    const moved = await download();
    expect(moved.headers.etag).not.toBe(changed.headers.etag);

    await editEvent({ title: 'Show en el Galpón', location: 'El Galpón' });
    const back = await download();
    expect(back.headers.etag).toBe(before.headers.etag);
    expect(back.rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('answers 429 in Spanish with Retry-After past the per-address limit, and other addresses go on', async () => {
    const crowded = '198.51.100.77';
    for (let i = 0; i < DONATION_PDF_RATE_RULE.points; i++) {
      expect((await download({}, crowded)).statusCode).toBe(200);
    }
    const refused = await download({}, crowded);
    expect(refused.statusCode).toBe(429);
    expect(json<{ message: string }>(refused).message).toBe(HTTP_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await download()).statusCode).toBe(200);
  });

  it('draws in a worker with a bounded queue: more new sheets than it holds get a Spanish 503, never a 500', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: ana.headers,
        payload: { title: `Función ${i}`, event_date: '2099-04-01', location: 'Sala chica' },
      });
      expect(res.statusCode, res.body).toBe(201);
      urls.push(
        `/e/${ana.user.username}/${json<{ data: { event: { id: number } } }>(res).data.event.id}/aportar.pdf`,
      );
    }
    const answers = await Promise.all(
      urls.map((url, i) => t.app.inject({ method: 'GET', url, remoteAddress: `192.0.2.${i + 1}` })),
    );
    expectSomeBusyAnswers(answers);
  });
});
