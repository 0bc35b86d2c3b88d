import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { OPENAPI_PATH } from '../../http/api-docs';
import {
  connectCreator,
  createGoal,
  donation,
  formBody,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { CLI_ACTOR, changeAdminRole } from './admin-roles';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
type Headers = Creator['headers'];

/** The operator console's API (issue 22), on both databases. */
describe('the operator console API', () => {
  let t: TestApp;
  let operator: Creator;
  let ana: Creator;
  let beto: Creator;

  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const report = (username: string, payload: object, ip = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: `/api/public/${username}/reports`, payload, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp();
    operator = await registerCreator(t.app, { full_name: 'Operadora' });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    beto = await registerCreator(t.app, { full_name: 'Beto Prueba' });
    expect(await changeAdminRole(t.database.db, 'grant', operator.body.email, new Date())).toBe('granted');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every /api/admin route listed in the OpenAPI document: 403 for a creator, 401 without a session', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await get(OPENAPI_PATH));
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method, path })));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'get /api/admin/audit',
      'get /api/admin/audit.csv',
      'get /api/admin/creators',
      'get /api/admin/indices',
      'get /api/admin/reports',
      'get /api/admin/summary',
      'post /api/admin/creators/{id}/reactivate',
      'post /api/admin/creators/{id}/reports/dismiss',
      'post /api/admin/creators/{id}/suspend',
      'post /api/admin/reports/{id}/dismiss',
    ]);
    for (const { method, path } of routes) {
      const url = path.replace('{id}', String(ana.user.id));
      const asCreator = await t.app.inject({
        method: method.toUpperCase() as 'GET' | 'POST',
        url,
        headers: ana.headers,
        payload: method === 'post' ? { reason: 'x' } : undefined,
      });
      expect(asCreator.statusCode, `${method} ${url}`).toBe(403);
      expect(json(asCreator)).toEqual({ message: ADMIN_MESSAGES.forbidden });
      const anonymous = await t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed for the creator who tried.
    const row = await t.database.db
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();
  });

  it('grants and revokes the role from the command line, and the audit log says so', async () => {
    const db = t.database.db;
    const now = new Date();
    expect(await changeAdminRole(db, 'grant', beto.body.email.toUpperCase(), now)).toBe('granted');
    expect((await get('/api/admin/summary', beto.headers)).statusCode).toBe(200);
    expect(await changeAdminRole(db, 'grant', beto.body.email, now)).toBe('unchanged');
    expect(await changeAdminRole(db, 'revoke', beto.body.email, now)).toBe('revoked');
    expect((await get('/api/admin/summary', beto.headers)).statusCode).toBe(403);
    expect(await changeAdminRole(db, 'grant', 'nadie@example.com', now)).toBe('unknown-email');
    const audit = json<{
      data: { entries: { actor_email: string; action: string; target_label: string }[] };
    }>(await get('/api/admin/audit', operator.headers)).data.entries;
    const betoLabel = beto.user.username;
    expect(audit.filter((e) => e.target_label === betoLabel).map((e) => [e.actor_email, e.action])).toEqual([
      [CLI_ACTOR, 'revoke'],
      [CLI_ACTOR, 'grant'],
    ]);
  });

  it('searches creators by username or email and never lets a token out', async () => {
    await connectCreator(t, ana);
    const goalId = await createGoal(t, ana.headers);
    // Paid on the simulator's checkout page (its notification delivered).
    const started = await startDonation(t, goalId, 1500);
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(started.checkout_url).pathname,
      ...formBody({ resultado: 'aprobar' }),
    });
    expect(paid.statusCode).toBe(303);
    expect((await donation(t, started.donation_id)).mp_status).toBe('approved');

    const byName = await get(
      `/api/admin/creators?q=${encodeURIComponent(ana.user.username.toUpperCase())}`,
      operator.headers,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    const creators = json<{ data: { creators: Record<string, unknown>[] } }>(byName).data.creators;
    expect(creators).toHaveLength(1);
    expect(creators[0]).toMatchObject({
      id: ana.user.id,
      username: ana.user.username,
      email: ana.body.email,
      suspended: false,
      payment_connection: 'authorized',
      music_connection: 'none',
      approved_donations: 1,
      approved_amount: 1500,
      page_url: `http://localhost:3000/u/${ana.user.username}`,
    });
    const byEmail = await get(
      `/api/admin/creators?q=${encodeURIComponent(beto.body.email)}`,
      operator.headers,
    );
    expect(json<{ data: { creators: { id: number }[] } }>(byEmail).data.creators.map((c) => c.id)).toEqual([
      beto.user.id,
    ]);
    // A pattern character is searched as itself.
    const percent = await get('/api/admin/creators?q=%25', operator.headers);
    expect(json<{ data: { creators: unknown[] } }>(percent).data.creators).toEqual([]);

    // The connection's tokens, the password hash and the session token never leave.
    const stored = await t.database.db
      .selectFrom('payment_connections')
      .select(['access_token', 'refresh_token'])
      .where('user_id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    const all = await get('/api/admin/creators', operator.headers);
    for (const secret of [stored.access_token, stored.refresh_token, ana.token]) {
      expect(secret).toBeTruthy();
      expect(all.body).not.toContain(String(secret));
    }
    expect(all.body).not.toMatch(/token|password|hash/i);
    expect(Object.keys(creators[0] ?? {}).sort()).toEqual(
      [
        'approved_amount',
        'approved_donations',
        'created_at',
        'email',
        'full_name',
        'id',
        'music_connection',
        'page_url',
        'payment_connection',
        'role',
        'suspended',
        'suspended_at',
        'suspension_reason',
        'username',
      ].sort(),
    );
  });

  it('sums this month in the Resumen', async () => {
    const res = await get('/api/admin/summary', operator.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = json<{ data: { summary: Record<string, number | null> } }>(res).data;
    expect(summary.creators).toBeGreaterThanOrEqual(3);
    expect(summary.active_pages).toBe(summary.creators);
    expect(summary.approved_donations_month).toBe(1);
    expect(summary.approved_amount_month).toBe(1500);
    expect(summary.commission_month).toBeGreaterThan(0);
    expect(summary.open_reports).toBe(0);
    expect(summary).toHaveProperty('verified');
  });

  it('lists the open queue one row per page, with the count and the reasons', async () => {
    const sent = await report(beto.user.username, { reason: 'spam', details: 'Publica enlaces engañosos' });
    expect(sent.statusCode, sent.body).toBe(201);
    for (const [ip, reason] of [
      ['198.51.100.21', 'spam'],
      ['198.51.100.22', 'fraud'],
    ] as const) {
      expect((await report(beto.user.username, { reason }, ip)).statusCode).toBe(201);
    }
    const pages = json<{
      data: {
        pages: {
          creator: { id: number; username: string };
          count: number;
          reasons: { reason: string; count: number }[];
          reports: { id: number; reason: string; details: string; contact_email: string | null }[];
        }[];
      };
    }>(await get('/api/admin/reports?status=open', operator.headers)).data.pages;
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      creator: { id: beto.user.id, username: beto.user.username },
      count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'fraud', count: 1 },
      ],
    });
    // The newest first, each with what the visitor wrote.
    expect(pages[0]?.reports.map((r) => r.reason)).toEqual(['fraud', 'spam', 'spam']);
    expect(pages[0]?.reports[2]).toMatchObject({ details: 'Publica enlaces engañosos', contact_email: null });
  });

  it('dismisses one report (once), then the rest of the page at once, and lists them as resolved', async () => {
    const open = () =>
      get('/api/admin/reports?status=open', operator.headers).then(
        (res) => json<{ data: { pages: { count: number; reports: { id: number }[] }[] } }>(res).data.pages,
      );
    const id = (await open())[0]?.reports[2]?.id ?? 0;
    const dismissed = await post(`/api/admin/reports/${id}/dismiss`, operator.headers);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(json(dismissed)).toMatchObject({ message: ADMIN_MESSAGES.dismissedDone });
    const again = await post(`/api/admin/reports/${id}/dismiss`, operator.headers);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: ADMIN_MESSAGES.reportAlreadyResolved });
    expect((await post('/api/admin/reports/999999/dismiss', operator.headers)).statusCode).toBe(404);
    expect((await post('/api/admin/reports/abc/dismiss', operator.headers)).statusCode).toBe(404);
    expect((await open())[0]?.count).toBe(2);

    const page = `/api/admin/creators/${beto.user.id}/reports/dismiss`;
    const all = await post(page, operator.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(json(all)).toMatchObject({ message: ADMIN_MESSAGES.dismissedPageDone });
    const none = await post(page, operator.headers);
    expect(none.statusCode).toBe(409);
    expect(json(none)).toEqual({ message: ADMIN_MESSAGES.noOpenReports });
    expect((await post('/api/admin/creators/999999/reports/dismiss', operator.headers)).statusCode).toBe(404);

    expect(await open()).toEqual([]);
    const resolved = json<{
      data: { pages: { count: number; reports: { id: number; resolution: string }[] }[] };
    }>(await get('/api/admin/reports?status=resolved', operator.headers)).data.pages;
    expect(resolved).toHaveLength(1);
    expect(resolved[0]?.count).toBe(3);
    expect(resolved[0]?.reports).toContainEqual(expect.objectContaining({ id, resolution: 'dismissed' }));
    const bad = await get('/api/admin/reports?status=todas', operator.headers);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: [{ field: 'status', message: ADMIN_MESSAGES.statusInvalid }] });
  });

  it('asks a reason to suspend, and refuses to suspend twice or reactivate an active page', async () => {
    const url = `/api/admin/creators/${beto.user.id}`;
    const blank = await post(`${url}/suspend`, operator.headers, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toMatchObject({
      errors: [{ field: 'reason', message: ADMIN_MESSAGES.reasonRequired }],
    });
    const long = await post(`${url}/suspend`, operator.headers, { reason: 'x'.repeat(501) });
    expect(json(long)).toMatchObject({ errors: [{ field: 'reason', message: ADMIN_MESSAGES.reasonMax }] });
    expect((await post(`${url}/reactivate`, operator.headers)).statusCode).toBe(409);
    expect(
      (await post('/api/admin/creators/999999/suspend', operator.headers, { reason: 'x' })).statusCode,
    ).toBe(404);

    expect((await post(`${url}/suspend`, operator.headers, { reason: 'Estafa comprobada' })).statusCode).toBe(
      200,
    );
    const twice = await post(`${url}/suspend`, operator.headers, { reason: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ message: ADMIN_MESSAGES.alreadySuspended });
    const listed = json<{ data: { creators: { suspended: boolean; suspension_reason: string }[] } }>(
      await get(`/api/admin/creators?q=${beto.user.username}`, operator.headers),
    ).data.creators;
    expect(listed[0]).toMatchObject({ suspended: true, suspension_reason: 'Estafa comprobada' });
    expect((await post(`${url}/reactivate`, operator.headers)).statusCode).toBe(200);
  });

  it('keeps every action in an append-only audit log, exportable as CSV', async () => {
    const entries = json<{
      data: {
        entries: { actor_email: string; action: string; target_label: string; reason: string | null }[];
      };
    }>(await get('/api/admin/audit', operator.headers)).data.entries;
    const mine = entries
      .filter((e) => e.actor_email === operator.body.email && !e.action.startsWith('view-'))
      .map((e) => [e.action, e.reason]);
    expect(mine).toEqual([
      ['reactivate', null],
      ['suspend', 'Estafa comprobada'],
      ['dismiss-reports', null],
      ['dismiss-report', null],
    ]);
    const csv = await get('/api/admin/audit.csv', operator.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Cuándo;Quién;Qué;Sobre quién;Por qué');
    expect(lines).toHaveLength(entries.length + 1);
    expect(csv.body).toContain(
      `${operator.body.email};Suspendió la página;${beto.user.username};Estafa comprobada`,
    );

    // No route changes or removes an entry.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/audit', headers: operator.headers });
      expect(res.statusCode, method).toBe(404);
    }
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await get(OPENAPI_PATH));
    const auditMethods = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/audit'))
      .flatMap(([, ops]) => Object.keys(ops));
    expect(new Set(auditMethods)).toEqual(new Set(['get']));
  });
});
