import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newCreator, registerCreator, type TestApp } from '../../../test/test-app';
import { KNOWN_DEVICE_COOKIE } from './known-device';

const TOO_MANY_LATER = { message: 'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentar.' };

describe('an account under a password-guessing attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function login(email: string, password: string, remoteAddress: string, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  }

  /** The cookie a browser sends back after this answer. */
  function deviceCookieOf(res: Awaited<ReturnType<typeof login>>): string {
    const line = [res.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    if (!line) throw new Error('no known-device cookie');
    return line.split(';')[0] ?? '';
  }

  /** 30 wrong passwords from 30 addresses: the account-wide limit for unknown devices is spent. */
  async function attack(email: string, from: number) {
    for (let i = 0; i < 30; i++) {
      expect((await login(email, 'adivinanza', `203.0.113.${from + i}`)).statusCode).toBe(401);
    }
  }

  it('marks the browser as known at a successful login, in an HttpOnly, SameSite cookie for the auth routes', async () => {
    const creator = await registerCreator(t.app);
    const res = await login(creator.body.email, creator.body.password, '192.0.2.1');
    expect(res.statusCode).toBe(200);
    const line = [res.headers['set-cookie'] ?? []].flat().join('\n');
    expect(line).toContain(`${KNOWN_DEVICE_COOKIE}=`);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/auth/i);
    expect((await login(creator.body.email, 'otra', '192.0.2.1')).headers['set-cookie']).toBeUndefined();
  });

  it('still lets the owner in from a known device, while the guesses and unknown devices stay refused', async () => {
    const creator = await registerCreator(t.app);
    const { email, password } = creator.body;
    const first = await login(email, password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);

    await attack(email, 1);
    const guess = await login(email, 'adivinanza', '203.0.113.100');
    expect(guess.statusCode).toBe(429);
    expect(guess.json()).toEqual(TOO_MANY_LATER);
    // The lock still holds for a browser the account never logged in from, even with the right password.
    expect((await login(email, password, '198.51.100.7')).statusCode).toBe(429);
    expect((await login(email, password, '192.0.2.10')).statusCode).toBe(429);

    const mine = await login(email, password, '192.0.2.10', cookie);
    expect(mine.statusCode).toBe(200);
    // The same browser on another network is still known.
    expect((await login(email, password, '198.51.100.8', deviceCookieOf(mine))).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'adivinanza', `203.0.113.${150 + i}`)).statusCode).toBe(429);
    }
  });

  it('knows the browser an account was created in', async () => {
    const body = newCreator();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: '192.0.2.15',
    });
    expect(created.statusCode).toBe(201);
    const cookie = deviceCookieOf(created);
    await attack(body.email, 200);
    expect((await login(body.email, body.password, '192.0.2.15')).statusCode).toBe(429);
    expect((await login(body.email, body.password, '192.0.2.15', cookie)).statusCode).toBe(200);
  });

  it('does not take a forged cookie or one from another account', async () => {
    const victim = await registerCreator(t.app);
    const other = await registerCreator(t.app);
    const otherCookie = deviceCookieOf(await login(other.body.email, other.body.password, '192.0.2.20'));
    const victimCookie = deviceCookieOf(await login(victim.body.email, victim.body.password, '192.0.2.21'));
    await attack(victim.body.email, 40);

    const [name, value = ''] = victimCookie.split('=');
    const parts = value.split('.');
    const forged = [
      `${name}=${parts.slice(0, 4).join('.')}.${'A'.repeat(43)}`,
      `${name}=${[parts[0], other.user.id, ...parts.slice(2)].join('.')}`,
      `${name}=${[parts[0], parts[1], 'otro-dispositivo', ...parts.slice(3)].join('.')}`,
      otherCookie,
      `${name}=basura`,
    ];
    for (const cookie of forged) {
      expect((await login(victim.body.email, victim.body.password, '192.0.2.21', cookie)).statusCode).toBe(
        429,
      );
    }
    expect(
      (await login(victim.body.email, victim.body.password, '192.0.2.21', victimCookie)).statusCode,
    ).toBe(200);
  });

  it("keeps a known device's own guesses limited", async () => {
    const creator = await registerCreator(t.app);
    const cookie = deviceCookieOf(await login(creator.body.email, creator.body.password, '192.0.2.30'));
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        (await login(creator.body.email, 'adivinanza', `198.51.100.${60 + i}`, cookie)).statusCode,
      );
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(10);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('forgets every known device when the password changes', async () => {
    const creator = await registerCreator(t.app);
    const cookie = deviceCookieOf(await login(creator.body.email, creator.body.password, '192.0.2.40'));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: creator.body.email },
      remoteAddress: '192.0.2.40',
    });
    const mail = (await t.outbox()).at(-1);
    expect(mail?.to).toBe(creator.body.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'nueva-clave-123' },
      remoteAddress: '192.0.2.40',
    });
    expect(reset.statusCode).toBe(200);
    await attack(creator.body.email, 80);
    expect((await login(creator.body.email, 'nueva-clave-123', '192.0.2.40', cookie)).statusCode).toBe(429);
  });
});
