import type { AuthPayload } from '@enlaza/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { fakeSystemTime, TestClock } from '../../../test/test-clock';

const WRONG = { message: 'Email o contraseña incorrectos' };
const TOO_MANY = { message: 'Demasiados intentos fallidos. Espera un minuto y vuelve a intentar.' };
const TOO_MANY_LATER = { message: 'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentar.' };

describe('POST /api/auth/login', () => {
  const clock = new TestClock(new Date('2025-03-01T12:00:00Z'));
  const time = fakeSystemTime(clock);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    time.restore();
    await t.close();
  });

  function login(email: string, password: string, remoteAddress = '127.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  it('answers a token and the user, and the token opens /auth/me and the theme', async () => {
    const creator = await registerCreator(t.app);
    const res = await login(creator.body.email, creator.body.password);
    expect(res.statusCode).toBe(200);
    const answer = json<{ success: boolean; data: AuthPayload }>(res);
    expect(answer.success).toBe(true);
    expect(answer.data.token).not.toBe(creator.token);
    expect(answer.data.user).toMatchObject({
      id: creator.user.id,
      username: creator.body.username,
      email: creator.body.email,
      full_name: creator.body.full_name,
    });
    expect(res.body).not.toContain(creator.body.password);
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('password');

    const headers = { authorization: `Bearer ${answer.data.token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({ success: true, data: { user: answer.data.user } });

    const theme = await t.app.inject({ method: 'GET', url: '/api/users/profile/theme', headers });
    expect(theme.statusCode).toBe(200);
    expect(json(theme)).toEqual({
      success: true,
      data: {
        theme: {
          primary_color: '#6366f1',
          accent_color: '#f59e0b',
          background_style: 'gradient',
          font: 'system',
          button_style: 'shadow',
          background_url: null,
          background_small_url: null,
          background_overlay: 0,
        },
      },
    });
  });

  it('accepts the email in any letter case and with spaces around it', async () => {
    const creator = await registerCreator(t.app);
    const res = await login(`  ${creator.body.email.toUpperCase()} `, creator.body.password);
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const creator = await registerCreator(t.app);
    const wrongPassword = await login(creator.body.email, 'otra-clave');
    expect(wrongPassword.statusCode).toBe(401);
    expect(json(wrongPassword)).toEqual(WRONG);

    const unknown = await login('nadie@example.com', creator.body.password);
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual(WRONG);
  });

  it('does not take a password that differs only in letter case or spaces', async () => {
    const creator = await registerCreator(t.app, { password: 'Secreto123' });
    expect((await login(creator.body.email, 'secreto123')).statusCode).toBe(401);
    expect((await login(creator.body.email, ' Secreto123')).statusCode).toBe(401);
    expect((await login(creator.body.email, 'Secreto123')).statusCode).toBe(200);
  });

  describe('failed-login limit (10 a minute per account and IP)', () => {
    it('answers 429 to the 11th failure and lets the right password in once the minute passes', async () => {
      const creator = await registerCreator(t.app);
      const { email, password } = creator.body;
      for (let i = 1; i <= 10; i++) {
        const res = await login(email, `incorrecta-${i}`);
        expect(res.statusCode).toBe(401);
        expect(json(res)).toEqual(WRONG);
      }
      const eleventh = await login(email, 'incorrecta-11');
      expect(eleventh.statusCode).toBe(429);
      expect(json(eleventh)).toEqual(TOO_MANY);

      // Even the right password waits: the point is to stop guessing.
      const blocked = await login(email, password);
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked)).toEqual(TOO_MANY);

      time.advance(30_000);
      expect((await login(email, password)).statusCode).toBe(429);

      time.advance(31_000);
      const after = await login(email, password);
      expect(after.statusCode).toBe(200);
      expect(json<{ data: AuthPayload }>(after).data.user.email).toBe(email);
    });

    it('counts per IP: another address and another account are not blocked', async () => {
      const victim = await registerCreator(t.app);
      const neighbour = await registerCreator(t.app);
      for (let i = 0; i < 11; i++) await login(victim.body.email, 'incorrecta', '203.0.113.5');
      expect((await login(victim.body.email, victim.body.password, '203.0.113.5')).statusCode).toBe(429);

      expect((await login(victim.body.email, victim.body.password, '198.51.100.7')).statusCode).toBe(200);
      expect((await login(neighbour.body.email, 'incorrecta', '203.0.113.5')).statusCode).toBe(401);
      expect((await login(neighbour.body.email, neighbour.body.password, '203.0.113.5')).statusCode).toBe(
        200,
      );
      time.advance(61_000);
    });

    it('also limits guessing at an email that has no account', async () => {
      for (let i = 0; i < 10; i++)
        expect((await login('fantasma@example.com', 'incorrecta')).statusCode).toBe(401);
      expect((await login('fantasma@example.com', 'incorrecta')).statusCode).toBe(429);
      time.advance(61_000);
    });

    it('starts counting again after a successful login', async () => {
      const creator = await registerCreator(t.app);
      for (let i = 0; i < 9; i++) await login(creator.body.email, 'incorrecta');
      expect((await login(creator.body.email, creator.body.password)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++)
        expect((await login(creator.body.email, 'incorrecta')).statusCode).toBe(401);
      expect((await login(creator.body.email, 'incorrecta')).statusCode).toBe(429);
      time.advance(61_000);
    });
  });

  describe('limits counted before the hash, so parallel guesses cannot slip past', () => {
    const statuses = (responses: { statusCode: number }[]) =>
      responses.reduce<Record<number, number>>((acc, r) => {
        acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
        return acc;
      }, {});

    it('answers at most 10 × 401 to 100 parallel wrong passwords for one account from one IP', async () => {
      const creator = await registerCreator(t.app);
      const attempts = Array.from({ length: 100 }, (_, i) =>
        login(creator.body.email, `incorrecta-${i}`, '192.0.2.10'),
      );
      const responses = await Promise.all(attempts);
      expect(statuses(responses)).toEqual({ 401: 10, 429: 90 });
      const refused = responses.find((r) => r.statusCode === 429);
      expect(json(refused ?? responses[0]!)).toEqual(TOO_MANY);
      const retryAfter = Number(refused?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      time.advance(61_000);
    });

    it('lets five IPs together guess at most 30 times per account in 15 minutes', async () => {
      const creator = await registerCreator(t.app);
      const responses = [];
      for (let minute = 0; minute < 3; minute++) {
        for (let ip = 1; ip <= 5; ip++) {
          const burst = Array.from({ length: 10 }, () =>
            login(creator.body.email, 'incorrecta', `198.18.0.${ip}`),
          );
          responses.push(...(await Promise.all(burst)));
        }
        time.advance(61_000);
      }
      expect(statuses(responses)).toEqual({ 401: 30, 429: 120 });
      const refused = await login(creator.body.email, creator.body.password, '198.18.0.9');
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toEqual(TOO_MANY_LATER);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      time.advance(15 * 60_000);
      expect((await login(creator.body.email, creator.body.password, '198.18.0.9')).statusCode).toBe(200);
    });

    it('lets one IP try at most 100 accounts in 15 minutes', async () => {
      const ip = '192.0.2.77';
      const responses = [];
      for (let burst = 0; burst < 11; burst++) {
        const emails = Array.from({ length: 10 }, (_, i) => `persona-${burst}-${i}@example.com`);
        responses.push(...(await Promise.all(emails.map((email) => login(email, 'incorrecta', ip)))));
      }
      expect(statuses(responses)).toEqual({ 401: 100, 429: 10 });
      const creator = await registerCreator(t.app);
      const refused = await login(creator.body.email, creator.body.password, ip);
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toEqual(TOO_MANY_LATER);
      expect((await login(creator.body.email, creator.body.password, '192.0.2.78')).statusCode).toBe(200);
      time.advance(15 * 60_000 + 1000);
    });

    it('does not spend the IP budget on logins that succeed', async () => {
      const creator = await registerCreator(t.app);
      const ip = '192.0.2.90';
      for (let i = 0; i < 105; i++) {
        expect((await login(creator.body.email, creator.body.password, ip)).statusCode).toBe(200);
      }
    });
  });
});
