import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { PAGE_REPORT_MESSAGES as M, PAGE_REPORT_REASON_LABELS } from '@enlaza/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { formBody, rowCount } from '../../integrations/payments/testing/payment-test-helpers';
import { PAGE_REPORT_RATE, PAGE_REPORTS_PER_PAGE } from './reports.service';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** 'Denunciar' on a public page (issue 22): the API and the form that works without JavaScript. */
describe('page reports', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;

  const report = (payload: unknown, ip: string, username = ana.user.username) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/reports`,
      payload: payload as object,
      remoteAddress: ip,
    });
  const formPost = (values: Record<string, string>, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/u/${ana.user.username}/denunciar`,
      remoteAddress: ip,
      ...formBody(values),
    });
  const stored = () =>
    t.database.db
      .selectFrom('page_reports')
      .selectAll()
      .where('user_id', '=', ana.user.id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('stores a report sent to the API, open, with the reporter address only as a hash', async () => {
    const res = await report(
      {
        reason: 'impersonation',
        details: '  Usa fotos de otra persona  ',
        contact_email: ' Vero@Example.com ',
      },
      '198.51.100.1',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ success: true, message: M.received });
    const [row] = await stored();
    expect(row).toMatchObject({
      reason: 'impersonation',
      details: 'Usa fotos de otra persona',
      contact_email: 'vero@example.com',
      status: 'open',
    });
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.1');
    // Details and contact are optional.
    expect((await report({ reason: 'other' }, '198.51.100.2')).statusCode).toBe(201);
  });

  it('refuses bad input with Spanish field errors and stores nothing', async () => {
    const before = await rowCount(t, 'page_reports');
    const cases: [unknown, string, string][] = [
      [{ reason: 'aburrido', details: '' }, 'reason', M.reasonInvalid],
      [{ details: 'sin motivo' }, 'reason', M.reasonInvalid],
      [{ reason: 'spam', details: 'x'.repeat(1001) }, 'details', M.detailsMax],
      [{ reason: 'spam', details: 5 }, 'details', M.detailsInvalid],
      [{ reason: 'spam', contact_email: 'no-es-un-email' }, 'contact_email', M.contactEmailInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await report(payload, '198.51.100.3');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ errors: unknown[] }>(res).errors).toContainEqual({ field, message });
    }
    expect((await report({ reason: 'spam' }, '198.51.100.3', 'nadie-existe')).statusCode).toBe(404);
    expect(json(await report({ reason: 'spam' }, '198.51.100.3', 'nadie-existe'))).toEqual({
      message: PUBLIC_MESSAGES.userNotFound,
    });
    expect(await rowCount(t, 'page_reports')).toBe(before);
  });

  it('is rate-limited per IP (another address still reports)', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < PAGE_REPORT_RATE.perWindow; i++) {
      expect((await report({ reason: 'spam' }, ip)).statusCode).toBe(201);
    }
    const refused = await report({ reason: 'spam' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ message: HTTP_MESSAGES.tooManyRequests });
    // The form shares the same limit.
    const form = await formPost({ reason: 'spam', details: '' }, ip);
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain(HTTP_MESSAGES.tooManyRequests);
    expect((await report({ reason: 'spam' }, '203.0.113.78')).statusCode).toBe(201);
  });

  it('stores a bounded number of reports per page an hour, one per address, and answers every one politely', async () => {
    const beto = await registerCreator(t.app, { full_name: 'Beto Inundado' });
    const storedForBeto = async () =>
      (
        await t.database.db
          .selectFrom('page_reports')
          .select('id')
          .where('user_id', '=', beto.user.id)
          .execute()
      ).length;
    // The same address twice within the hour: one report kept.
    for (let i = 0; i < 2; i++) {
      const res = await report({ reason: 'spam' }, '192.0.2.200', beto.user.username);
      expect(json(res)).toEqual({ success: true, message: M.received });
    }
    expect(await storedForBeto()).toBe(1);
    // 40 addresses: the page keeps its bound, every sender hears the same thanks (no 500, no refusal).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        report({ reason: 'hate' }, `203.0.113.${100 + i}`, beto.user.username),
      ),
    );
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([201]));
    expect(answers.every((res) => json<{ message: string }>(res).message === M.received)).toBe(true);
    expect(await storedForBeto()).toBe(PAGE_REPORTS_PER_PAGE.distinctAddresses);
    // Another page is not touched by Beto's flood.
    const anasBefore = (await stored()).length;
    expect((await report({ reason: 'spam' }, '203.0.113.99')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(anasBefore + 1);
  });

  it('works without JavaScript: the form, its field errors, and "Recibimos tu denuncia"', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}/denunciar` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/u/${ana.user.username}/denunciar"`);
    for (const label of Object.values(PAGE_REPORT_REASON_LABELS)) expect(page.body).toContain(label);

    const wrong = await formPost({ reason: '', details: 'Texto', contact_email: 'mal' }, '192.0.2.9');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(M.reasonInvalid);
    expect(wrong.body).toContain(M.contactEmailInvalid);
    expect(wrong.body).toContain('Texto');

    const before = await rowCount(t, 'page_reports');
    const sent = await formPost(
      { reason: 'fraud', details: 'Pide dinero por privado', contact_email: '' },
      '192.0.2.9',
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/u/${ana.user.username}/denunciar?denuncia=enviada`);
    expect(await rowCount(t, 'page_reports')).toBe(before + 1);
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({
      reason: 'fraud',
      details: 'Pide dinero por privado',
      contact_email: null,
    });
    const thanks = await t.app.inject({ method: 'GET', url: String(sent.headers.location) });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(M.received);
  });

  it("shows 'Denunciar' on the public page and the event page", async () => {
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: {
        title: 'Peña',
        event_date: '2099-03-20',
        location: 'Centro Cultural Sur',
        status: 'published',
      },
    });
    const eventId = json<{ data: { event: { id: number } } }>(event).data.event.id;
    const link = `href="/u/${ana.user.username}/denunciar"`;
    for (const url of [`/u/${ana.user.username}`, `/e/${ana.user.username}/${eventId}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(link);
      expect(res.body, url).toContain(`>${M.link}</a>`);
    }
  });
});
