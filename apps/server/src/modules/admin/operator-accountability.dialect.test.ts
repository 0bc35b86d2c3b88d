import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { changeAdminRole } from './admin-roles';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
type Headers = Creator['headers'];
type AuditEntry = {
  actor_email: string;
  action: string;
  target_user_id: number | null;
  target_label: string;
};

/**
 * Issue 30, item 2: operators answer for what they do. A suspended operator loses the console at once
 * (sessions ended, a new session refused), nobody acts on their own account, and every console read
 * of personal data is in the audit log.
 */
describe('operators are accountable', () => {
  let t: TestApp;
  let olga: Creator;
  let pablo: Creator;
  let ana: Creator;

  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const audit = async (): Promise<AuditEntry[]> =>
    json<{ data: { entries: AuditEntry[] } }>(await get('/api/admin/audit', olga.headers)).data.entries;
  const userRow = (id: number) =>
    t.database.db
      .selectFrom('users')
      .select(['suspended_at', 'suspension_reason', 'role'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const sessions = async (userId: number) =>
    (await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
  const login = async (who: Creator) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.body.email, password: who.body.password },
      remoteAddress: '198.51.100.90',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    olga = await registerCreator(t.app, { full_name: 'Olga Operadora' });
    pablo = await registerCreator(t.app, { full_name: 'Pablo Operador' });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    for (const operator of [olga, pablo]) {
      expect(await changeAdminRole(t.database.db, 'grant', operator.body.email, new Date())).toBe('granted');
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an operator acting on their own account, in Spanish, and changes nothing', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/public/${olga.user.username}/reports`,
      payload: { reason: 'spam' },
      remoteAddress: '198.51.100.91',
    });
    expect(report.statusCode).toBe(201);
    const before = (await audit()).length;
    const own = `/api/admin/creators/${olga.user.id}`;
    const attempts = [
      await post(`${own}/suspend`, olga.headers, { reason: 'Me suspendo' }),
      await post(`${own}/reactivate`, olga.headers),
      await post(`${own}/reports/dismiss`, olga.headers),
    ];
    const reportId = (
      await t.database.db
        .selectFrom('page_reports')
        .select('id')
        .where('user_id', '=', olga.user.id)
        .executeTakeFirstOrThrow()
    ).id;
    attempts.push(await post(`/api/admin/reports/${reportId}/dismiss`, olga.headers));
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(json(res)).toEqual({ message: ADMIN_MESSAGES.selfAction });
    }
    expect(await userRow(olga.user.id)).toMatchObject({ suspended_at: null, suspension_reason: null });
    const stillOpen = await t.database.db
      .selectFrom('page_reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(stillOpen.status).toBe('open');
    expect((await audit()).length).toBe(before);
  });

  it("records every read of the creators' list and the reports queue in the audit log", async () => {
    const found = await get(`/api/admin/creators?q=${encodeURIComponent(ana.body.email)}`, olga.headers);
    expect(found.statusCode).toBe(200);
    expect((await get('/api/admin/creators', olga.headers)).statusCode).toBe(200);
    expect((await get('/api/admin/reports?status=resolved', olga.headers)).statusCode).toBe(200);
    const entries = (await audit()).filter((e) => e.actor_email === olga.body.email);
    // Newest first: the resolved queue, the whole list, then the search that found only Ana.
    expect(entries.slice(0, 3).map((e) => [e.action, e.target_user_id])).toEqual([
      ['view-reports', null],
      ['view-creators', null],
      ['view-creators', ana.user.id],
    ]);
    expect(entries[2]?.target_label).toContain(ana.body.email);
  });

  it("ends a suspended operator's sessions at once and keeps them out of the console", async () => {
    const second = await login(pablo);
    expect((await get('/api/admin/creators', second)).statusCode).toBe(200);
    expect(await sessions(pablo.user.id)).toBe(2);

    const suspended = await post(`/api/admin/creators/${pablo.user.id}/suspend`, olga.headers, {
      reason: 'Leyó datos sin motivo',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await sessions(pablo.user.id)).toBe(0);
    for (const headers of [pablo.headers, second]) {
      expect((await get('/api/admin/creators', headers)).statusCode).toBe(401);
    }

    // Signing in again reaches the creator's own dashboard, never the console.
    const again = await login(pablo);
    expect((await get('/api/links', again)).statusCode).toBe(200);
    const urls: [string, object?][] = [
      ['/api/admin/summary'],
      ['/api/admin/creators'],
      [`/api/admin/creators/${pablo.user.id}/reactivate`, {}],
      [`/api/admin/creators/${olga.user.id}/suspend`, { reason: 'Venganza' }],
    ];
    for (const [url, payload] of urls) {
      const res = payload ? await post(url, again, payload) : await get(url, again);
      expect(res.statusCode, url).toBe(403);
      expect(json(res)).toEqual({ message: ADMIN_MESSAGES.forbidden });
    }
    expect(await userRow(pablo.user.id)).toMatchObject({ suspension_reason: 'Leyó datos sin motivo' });
    expect((await userRow(olga.user.id)).suspended_at).toBeNull();

    // Reactivated by another operator, the console is theirs again (with a new session).
    expect((await post(`/api/admin/creators/${pablo.user.id}/reactivate`, olga.headers)).statusCode).toBe(
      200,
    );
    expect((await get('/api/admin/summary', again)).statusCode).toBe(200);
  });

  it("keeps a suspended creator's sessions (they read the reason in their dashboard)", async () => {
    const res = await post(`/api/admin/creators/${ana.user.id}/suspend`, olga.headers, { reason: 'Spam' });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/links', ana.headers)).statusCode).toBe(200);
  });
});
