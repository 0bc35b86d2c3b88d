import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';

const EXPIRED = { message: 'Tu sesión expiró o no es válida. Inicia sesión nuevamente.' };
const DAY = 86_400_000;
const PROTECTED: Array<{ method: 'GET' | 'POST'; url: string }> = [
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/users/profile/theme' },
  { method: 'POST', url: '/api/auth/logout' },
];

describe('bearer sessions', () => {
  const clock = new TestClock(new Date('2025-03-01T12:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  function me(authorization?: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization === undefined ? {} : { authorization },
    });
  }

  async function expectRejected(authorization: string | undefined) {
    for (const route of PROTECTED) {
      const res = await t.app.inject({
        ...route,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, `${route.method} ${route.url} with ${authorization}`).toBe(401);
      expect(json(res)).toEqual(EXPIRED);
    }
  }

  it('answers the creator on /auth/me with a live token', async () => {
    const creator = await registerCreator(t.app);
    const res = await me(`Bearer ${creator.token}`);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { user: { id: number; username: string } } }>(res).data.user).toMatchObject({
      id: creator.user.id,
      username: creator.body.username,
    });
    // The scheme is case-insensitive, as HTTP says.
    expect((await me(`bearer ${creator.token}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    await expectRejected(undefined);
  });

  it('answers 401 to a token with one character changed', async () => {
    const creator = await registerCreator(t.app);
    const i = Math.floor(creator.token.length / 2);
    const changed = creator.token[i] === 'a' ? 'b' : 'a';
    const tampered = `${creator.token.slice(0, i)}${changed}${creator.token.slice(i + 1)}`;
    expect(tampered).not.toBe(creator.token);
    await expectRejected(`Bearer ${tampered}`);
    await expectRejected(`Bearer ${creator.token}x`);
    await expectRejected(`Bearer ${creator.token.slice(0, -1)}`);
    expect((await me(`Bearer ${creator.token}`)).statusCode).toBe(200);
  });

  it('answers 401 to a random token', async () => {
    await expectRejected(`Bearer ${randomBytes(32).toString('base64url')}`);
    await expectRejected('Bearer null');
    await expectRejected('Bearer undefined');
    await expectRejected(`Bearer ${'a'.repeat(5000)}`);
  });

  it('answers 401 to malformed Authorization headers', async () => {
    const creator = await registerCreator(t.app);
    for (const header of [
      '',
      'Bearer',
      'Bearer ',
      creator.token,
      `Basic ${creator.token}`,
      `Token ${creator.token}`,
      `Bearer ${creator.token} ${creator.token}`,
      `Bearer: ${creator.token}`,
      `Bearer${creator.token}`,
      'Basic dXNlcjpwYXNz',
    ]) {
      await expectRejected(header);
    }
  });

  it('keeps a session 7 days and rejects it after', async () => {
    const creator = await registerCreator(t.app);
    clock.advance(7 * DAY - 60_000);
    expect((await me(`Bearer ${creator.token}`)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    await expectRejected(`Bearer ${creator.token}`);
    // The expired session is gone for good, even if the clock were wrong later.
    const left = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('ends the session on logout, and only that session', async () => {
    const creator = await registerCreator(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    const otherToken = json<{ data: { token: string } }>(login).data.token;

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: creator.headers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Sesión cerrada' });

    await expectRejected(`Bearer ${creator.token}`);
    expect((await me(`Bearer ${otherToken}`)).statusCode).toBe(200);
  });

  it('answers 401 when the account behind a session no longer exists', async () => {
    const creator = await registerCreator(t.app);
    await t.database.db.deleteFrom('users').where('id', '=', creator.user.id).execute();
    await expectRejected(`Bearer ${creator.token}`);
  });
});
