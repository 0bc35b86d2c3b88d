import type { ApiErrorBody } from '@enlaza/shared/http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { fakeSystemTime, TestClock } from '../../../test/test-clock';
import { sha256Hex } from '../../lib/crypto';

const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/;
const MINUTE = 60_000;

describe('password reset', () => {
  const clock = new TestClock(new Date('2025-03-01T12:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const forgot = (email: string, remoteAddress?: string) =>
    post('/api/auth/forgot-password', { email }, remoteAddress);
  const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  /** Asks for a link and returns the token of the newest mail to `email`. */
  async function requestToken(email: string): Promise<string> {
    const before = (await t.outbox()).length;
    expect((await forgot(email)).statusCode).toBe(200);
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.to).toBe(email);
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  function expectInvalidLink(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(400);
    const body = json<ApiErrorBody>(res);
    expect(body.message).toContain('Invalid or expired');
    expect(body.errors).toBeUndefined();
  }

  it('gives the same answer whether or not the email has an account, and mails only real accounts', async () => {
    const creator = await registerCreator(t.app);
    const known = await forgot(creator.body.email);
    const unknown = await forgot('nadie-registrado@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(json(known)).toEqual({ success: true, message: 'Solicitud de recuperación recibida' });

    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(creator.body.email);
    expect(mails[0]!.subject).toBe('Restablece tu contraseña de Enlazá');
    const link = LINK.exec(mails[0]!.text)?.[0];
    expect(link).toBeDefined();
    expect(mails[0]!.html).toContain(`href="${link}"`);
  });

  it('keeps only a digest of the reset token', async () => {
    const creator = await registerCreator(t.app);
    const token = await requestToken(creator.body.email);
    const rows = await t.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toBe(sha256Hex(token));
    expect(rows[0]!.expires_at).toBe(new Date(clock.now().getTime() + 60 * MINUTE).toISOString());
  });

  it('finds the account whatever the letter case of the email', async () => {
    const creator = await registerCreator(t.app);
    const before = (await t.outbox()).length;
    await forgot(`  ${creator.body.email.toUpperCase()} `);
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails[mails.length - 1]!.to).toBe(creator.body.email);
  });

  it('changes nothing by itself: the old password still works after a request', async () => {
    const creator = await registerCreator(t.app);
    await requestToken(creator.body.email);
    expect((await login(creator.body.email, creator.body.password)).statusCode).toBe(200);
    expect((await me(creator.token)).statusCode).toBe(200);
  });

  it('sets the new password, ends every session and burns the token', async () => {
    const creator = await registerCreator(t.app);
    const secondLogin = await login(creator.body.email, creator.body.password);
    const secondToken = json<{ data: { token: string } }>(secondLogin).data.token;
    const token = await requestToken(creator.body.email);

    const res = await reset(token, 'nueva-clave-1');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Contraseña restablecida correctamente' });

    const withNew = await login(creator.body.email, 'nueva-clave-1');
    expect(withNew.statusCode).toBe(200);
    const withOld = await login(creator.body.email, creator.body.password);
    expect(withOld.statusCode).toBe(401);
    expect(json(withOld)).toEqual({ message: 'Email o contraseña incorrectos' });

    expect((await me(creator.token)).statusCode).toBe(401);
    expect((await me(secondToken)).statusCode).toBe(401);
    expect((await me(json<{ data: { token: string } }>(withNew).data.token)).statusCode).toBe(200);

    expectInvalidLink(await reset(token, 'otra-clave-2'));
    expect((await login(creator.body.email, 'otra-clave-2')).statusCode).toBe(401);
    expect((await login(creator.body.email, 'nueva-clave-1')).statusCode).toBe(200);
  });

  it('invalidates the other links of the account once one is used', async () => {
    const creator = await registerCreator(t.app);
    const first = await requestToken(creator.body.email);
    const second = await requestToken(creator.body.email);
    expect(first).not.toBe(second);
    expect((await reset(second, 'nueva-clave-1')).statusCode).toBe(200);
    expectInvalidLink(await reset(first, 'nueva-clave-2'));
    expect((await login(creator.body.email, 'nueva-clave-1')).statusCode).toBe(200);
  });

  it('accepts a link within the hour and rejects it after', async () => {
    const creator = await registerCreator(t.app);
    const fresh = await requestToken(creator.body.email);
    const stale = await requestToken(creator.body.email);
    clock.advance(59 * MINUTE);
    expect((await reset(fresh, 'nueva-clave-1')).statusCode).toBe(200);

    const other = await registerCreator(t.app);
    const old = await requestToken(other.body.email);
    clock.advance(60 * MINUTE + 1000);
    expectInvalidLink(await reset(old, 'nueva-clave-1'));
    expect((await login(other.body.email, other.body.password)).statusCode).toBe(200);
    expectInvalidLink(await reset(stale, 'nueva-clave-2'));
  });

  it('rejects a bogus token and changes nothing', async () => {
    const creator = await registerCreator(t.app);
    const token = await requestToken(creator.body.email);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectInvalidLink(await reset(changed, 'nueva-clave-1'));
    expectInvalidLink(await reset('token-inventado', 'nueva-clave-1'));
    expectInvalidLink(await reset('x'.repeat(201), 'nueva-clave-1'));
    expectInvalidLink(await post('/api/auth/reset-password', { token: 12345, password: 'nueva-clave-1' }));
    expect((await login(creator.body.email, creator.body.password)).statusCode).toBe(200);
    expect((await reset(token, 'nueva-clave-1')).statusCode).toBe(200);
  });

  it('leaves the token usable when the new password is refused', async () => {
    const creator = await registerCreator(t.app);
    const token = await requestToken(creator.body.email);
    const tooShort = await reset(token, '12345');
    expect(tooShort.statusCode).toBe(400);
    expect(json<ApiErrorBody>(tooShort).errors).toEqual([
      { field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
    ]);
    const tooLong = await reset(token, 'x'.repeat(101));
    expect(json<ApiErrorBody>(tooLong).errors).toEqual([
      { field: 'password', message: 'La contraseña no puede tener más de 100 caracteres' },
    ]);
    expect((await me(creator.token)).statusCode).toBe(200);
    expect((await reset(token, 'x'.repeat(100))).statusCode).toBe(200);
    expect((await login(creator.body.email, 'x'.repeat(100))).statusCode).toBe(200);
  });

  it('limits how many links one email can ask for', async () => {
    const time = fakeSystemTime(clock);
    onTestFinished(time.restore);
    const creator = await registerCreator(t.app);
    const before = (await t.outbox()).length;
    // From several addresses: the limit is on the email, whoever asks.
    for (let i = 0; i < 5; i++)
      expect((await forgot(creator.body.email, `10.1.0.${i}`)).statusCode).toBe(200);
    const limited = await forgot(creator.body.email, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: 'Demasiados intentos. Espera un momento y vuelve a intentar.' });
    expect(await t.outbox()).toHaveLength(before + 5);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    time.advance(59 * MINUTE);
    expect((await forgot(creator.body.email, '10.1.0.99')).statusCode).toBe(429);
    time.advance(MINUTE + 1000);
    expect((await forgot(creator.body.email, '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits how many links one address can ask for, whatever the emails', async () => {
    const time = fakeSystemTime(clock);
    onTestFinished(time.restore);
    const ip = '10.2.0.1';
    const asked = await Promise.all(
      Array.from({ length: 40 }, (_, i) => forgot(`nadie-${i}@example.com`, ip)),
    );
    expect(asked.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(asked.filter((r) => r.statusCode === 429)).toHaveLength(10);
    time.advance(59 * MINUTE);
    expect((await forgot('nadie-mas@example.com', ip)).statusCode).toBe(429);
    time.advance(MINUTE + 1000);
    expect((await forgot('nadie-mas@example.com', ip)).statusCode).toBe(200);
  });
});

describe('password reset when mail delivery fails', () => {
  let t: TestApp;
  const errors: object[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      mail: {
        send: () => Promise.reject(new Error('SMTP caído')),
      },
      log: { info() {}, warn() {}, error: (obj) => errors.push(obj) },
    });
  });
  afterAll(() => t.close());

  it('answers exactly as for an unknown email and logs the failure', async () => {
    const creator = await registerCreator(t.app);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: creator.body.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nadie@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(errors).toHaveLength(1);
  });
});
