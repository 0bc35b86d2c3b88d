import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { fakeSystemTime, TestClock } from '../../../test/test-clock';
import { KNOWN_DEVICE_COOKIE } from './known-device';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
const STEP_MS = 30_000;
const CODE_INVALID = 'El código no es válido o ya se usó';

describe('two-step login (TOTP)', () => {
  const clock = new TestClock(new Date('2026-03-01T12:00:05Z'));
  const time = fakeSystemTime(clock);
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    time.restore();
    await t.close();
  });

  /** Each test from an address of its own, so their throttles never meet. */
  const nextIp = () => `198.51.100.${++ip}`;
  const codeAt = (secret: string, at = clock.now()) =>
    generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
  /** The next 30-second step: a fresh code that has not been used yet. */
  const nextStep = () => time.advance(STEP_MS);

  function post(
    url: string,
    payload: unknown,
    options: { headers?: Record<string, string>; ip?: string } = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as Record<string, unknown>,
      headers: options.headers ?? {},
      remoteAddress: options.ip ?? '127.0.0.1',
    });
  }

  const login = (creator: Creator, remote: string, cookie?: string) =>
    post(
      '/auth/login',
      { email: creator.body.email, password: creator.body.password },
      { ip: remote, headers: cookie ? { cookie } : {} },
    );

  async function challengeOf(creator: Creator, remote: string): Promise<string> {
    const res = await login(creator, remote);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: { two_factor_required: boolean; challenge_token: string } }>(res).data;
    expect(data.two_factor_required).toBe(true);
    return data.challenge_token;
  }

  /** A creator with two-step login on: its secret and its recovery codes. */
  async function creatorWithTwoFactor() {
    const creator = await registerCreator(t.app);
    const setup = await post('/auth/2fa/setup', undefined, { headers: creator.headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = json<{ data: { secret: string; otpauth_url: string } }>(setup).data;
    const enable = await post(
      '/auth/2fa/enable',
      { code: await codeAt(secret) },
      { headers: creator.headers },
    );
    expect(enable.statusCode).toBe(200);
    const codes = json<{ data: { recovery_codes: string[] } }>(enable).data.recovery_codes;
    nextStep();
    return { creator, secret, otpauth_url, codes };
  }

  it('sets up with a QR address and the secret, refuses a wrong code, and turns on with a right one', async () => {
    const creator = await registerCreator(t.app);
    const status = async () =>
      json<{ data: unknown }>(
        await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: creator.headers }),
      ).data;
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const setup = await post('/auth/2fa/setup', undefined, { headers: creator.headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = json<{ data: { secret: string; otpauth_url: string } }>(setup).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Enlaz%C3%A1:/);
    expect(otpauth_url).toContain(`secret=${secret}`);

    const wrongCode = (await codeAt(secret)) === '000000' ? '111111' : '000000';
    const wrong = await post('/auth/2fa/enable', { code: wrongCode }, { headers: creator.headers });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      message: CODE_INVALID,
      errors: [{ field: 'code', message: CODE_INVALID }],
    });
    const malformed = await post('/auth/2fa/enable', { code: '12ab' }, { headers: creator.headers });
    expect(malformed.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(malformed).errors).toEqual([
      { field: 'code', message: 'El código tiene 6 dígitos' },
    ]);
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const enable = await post(
      '/auth/2fa/enable',
      { code: await codeAt(secret) },
      { headers: creator.headers },
    );
    expect(enable.statusCode).toBe(200);
    const answer = json<{ message: string; data: { recovery_codes: string[] } }>(enable);
    expect(answer.message).toBe('Activaste la verificación en dos pasos');
    expect(answer.data.recovery_codes).toHaveLength(10);
    expect(new Set(answer.data.recovery_codes).size).toBe(10);
    for (const code of answer.data.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status()).toEqual({ enabled: true, recovery_codes_left: 10 });
  });

  it('keeps the secret sealed in the database, the recovery codes hashed, and both out of every later answer', async () => {
    const { creator, secret, codes } = await creatorWithTwoFactor();
    const row = await t.database.db
      .selectFrom('two_factor')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.secret_sealed.split('.')).toHaveLength(3);
    const stored = await t.database.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      for (const code of codes) expect(code_hash).not.toContain(code.replace('-', ''));
    }

    // Setting up again would show a secret: refused while it is on.
    const again = await post('/auth/2fa/setup', undefined, { headers: creator.headers });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: 'La verificación en dos pasos ya está activada' });
    const answers = [
      again,
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: creator.headers }),
      await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: creator.headers }),
      await login(creator, nextIp()),
    ];
    for (const res of answers) {
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain(row.secret_sealed);
      for (const code of codes) expect(res.body).not.toContain(code);
    }
  });

  it('answers a challenge and no token to the password alone; the code gives the session', async () => {
    const { creator, secret } = await creatorWithTwoFactor();
    const remote = nextIp();
    const res = await login(creator, remote);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Record<string, unknown> }>(res).data;
    expect(Object.keys(data).sort()).toEqual(['challenge_token', 'two_factor_required']);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The challenge is no session.
    const asSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${data.challenge_token}` },
    });
    expect(asSession.statusCode).toBe(401);

    const verify = await post(
      '/auth/2fa/verify',
      { challenge_token: data.challenge_token, code: await codeAt(secret) },
      { ip: remote },
    );
    expect(verify.statusCode).toBe(200);
    const session = json<{ data: { token: string; user: { id: number } } }>(verify).data;
    expect(session.user.id).toBe(creator.user.id);
    expect([verify.headers['set-cookie']].flat().join('\n')).toContain(`${KNOWN_DEVICE_COOKIE}=`);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The challenge is used up.
    nextStep();
    const reuse = await post(
      '/auth/2fa/verify',
      { challenge_token: data.challenge_token, code: await codeAt(secret) },
      { ip: remote },
    );
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse)).toEqual({ message: 'La verificación venció. Inicia sesión de nuevo.' });
  });

  it('refuses the same code a second time within its window', async () => {
    const { creator, secret } = await creatorWithTwoFactor();
    const remote = nextIp();
    const code = await codeAt(secret);
    const first = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote), code },
      { ip: remote },
    );
    expect(first.statusCode).toBe(200);
    // Ten seconds later the code is still inside its window, but it was taken.
    time.advance(10_000);
    const again = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote), code },
      { ip: remote },
    );
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      message: CODE_INVALID,
      errors: [{ field: 'code', message: CODE_INVALID }],
    });
    // The previous step's code is older than the one taken: refused too.
    const older = await codeAt(secret, new Date(clock.now().getTime() - STEP_MS));
    const previous = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote), code: older },
      { ip: remote },
    );
    expect(previous.statusCode).toBe(400);
    nextStep();
    const fresh = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote), code: await codeAt(secret) },
      { ip: remote },
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const { creator, codes } = await creatorWithTwoFactor();
    const remote = nextIp();
    const [code] = codes as [string];
    const first = await post(
      '/auth/2fa/verify',
      {
        challenge_token: await challengeOf(creator, remote),
        recovery_code: code.toUpperCase().replace('-', ' '),
      },
      { ip: remote },
    );
    expect(first.statusCode).toBe(200);
    expect(json<{ data: { token: string } }>(first).data.token).toBeTruthy();
    const again = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote), recovery_code: code },
      { ip: remote },
    );
    expect(again.statusCode).toBe(400);
    const message = 'El código de recuperación no es válido o ya se usó';
    expect(json(again)).toEqual({ message, errors: [{ field: 'recovery_code', message }] });
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: creator.headers });
    expect(json<{ data: unknown }>(status).data).toEqual({ enabled: true, recovery_codes_left: 9 });
  });

  it('asks for a code when the code step has neither', async () => {
    const { creator } = await creatorWithTwoFactor();
    const remote = nextIp();
    const res = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote) },
      { ip: remote },
    );
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(res).errors).toEqual([
      { field: 'code', message: 'Ingresa el código de verificación' },
    ]);
  });

  it('throttles code attempts like passwords, and a right code is refused while throttled', async () => {
    const { creator, secret } = await creatorWithTwoFactor();
    const remote = nextIp();
    const challenge = await challengeOf(creator, remote);
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      const res = await post('/auth/2fa/verify', { challenge_token: challenge, code: wrong }, { ip: remote });
      expect(res.statusCode).toBe(400);
    }
    const refused = await post(
      '/auth/2fa/verify',
      { challenge_token: challenge, code: right },
      { ip: remote },
    );
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      message: 'Demasiados códigos incorrectos. Espera un minuto y vuelve a intentar.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // A minute later the right code (of the new step) goes through.
    time.advance(61_000);
    const later = await post(
      '/auth/2fa/verify',
      { challenge_token: challenge, code: await codeAt(secret) },
      { ip: remote },
    );
    expect(later.statusCode).toBe(200);
  });

  it('throttles the account across addresses after 30 wrong codes', async () => {
    const { creator, secret } = await creatorWithTwoFactor();
    const challenge = await challengeOf(creator, nextIp());
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/auth/2fa/verify',
        { challenge_token: challenge, code: wrong },
        { ip: `203.0.113.${i + 1}` },
      );
      expect(res.statusCode).toBe(400);
    }
    const refused = await post(
      '/auth/2fa/verify',
      { challenge_token: challenge, code: right },
      { ip: nextIp() },
    );
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      message: 'Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentar.',
    });
  });

  it("makes another account's challenge useless: its code does not open it, and it never opens the other account", async () => {
    const alice = await creatorWithTwoFactor();
    const bob = await creatorWithTwoFactor();
    const remote = nextIp();
    const aliceChallenge = await challengeOf(alice.creator, remote);
    const withBobsCode = await post(
      '/auth/2fa/verify',
      { challenge_token: aliceChallenge, code: await codeAt(bob.secret) },
      { ip: remote },
    );
    expect(withBobsCode.statusCode).toBe(400);
    const withBobsRecovery = await post(
      '/auth/2fa/verify',
      { challenge_token: aliceChallenge, recovery_code: bob.codes[0] },
      { ip: remote },
    );
    expect(withBobsRecovery.statusCode).toBe(400);
    // Bob's code was not spent by the attempt on Alice's challenge.
    const bobs = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(bob.creator, remote), code: await codeAt(bob.secret) },
      { ip: remote },
    );
    expect(bobs.statusCode).toBe(200);
    expect(json<{ data: { user: { id: number } } }>(bobs).data.user.id).toBe(bob.creator.user.id);
    const made = await post(
      '/auth/2fa/verify',
      { challenge_token: 'no-es-un-desafio', code: await codeAt(alice.secret) },
      { ip: remote },
    );
    expect(made.statusCode).toBe(401);
  });

  it('refuses an expired challenge', async () => {
    const { creator, secret } = await creatorWithTwoFactor();
    const remote = nextIp();
    const challenge = await challengeOf(creator, remote);
    time.advance(5 * 60_000 + 1000);
    const res = await post(
      '/auth/2fa/verify',
      { challenge_token: challenge, code: await codeAt(secret) },
      { ip: remote },
    );
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'La verificación venció. Inicia sesión de nuevo.' });
  });

  it('keeps the known device after the code step: the same device id is marked again', async () => {
    const { creator, secret } = await creatorWithTwoFactor();
    const remote = nextIp();
    const first = await post(
      '/auth/2fa/verify',
      { challenge_token: await challengeOf(creator, remote), code: await codeAt(secret) },
      { ip: remote },
    );
    const cookieOf = (res: typeof first) =>
      ([res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${KNOWN_DEVICE_COOKIE}=`)) ?? '').split(
        ';',
      )[0] ?? '';
    const cookie = cookieOf(first);
    const deviceId = (c: string) => c.split('=')[1]?.split('.')[2];
    expect(deviceId(cookie)).toBeTruthy();
    nextStep();
    const step = await login(creator, remote, cookie);
    expect(step.headers['set-cookie']).toBeUndefined();
    const { challenge_token } = json<{ data: { challenge_token: string } }>(step).data;
    const second = await post(
      '/auth/2fa/verify',
      { challenge_token, code: await codeAt(secret) },
      { ip: remote },
    );
    expect(second.statusCode).toBe(200);
    expect(deviceId(cookieOf(second))).toBe(deviceId(cookie));
  });

  it('turns off only with the password and a code, and then the password alone logs in again', async () => {
    const { creator, secret, codes } = await creatorWithTwoFactor();
    const remote = nextIp();
    const disable = (payload: unknown) =>
      post('/auth/2fa/disable', payload, { headers: creator.headers, ip: remote });

    const noCode = await disable({ password: creator.body.password });
    expect(noCode.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(noCode).errors).toEqual([
      { field: 'code', message: 'Ingresa el código de verificación' },
    ]);
    const wrongPassword = await disable({ password: 'otra-clave', code: await codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword)).toEqual({
      message: 'La contraseña no es correcta',
      errors: [{ field: 'password', message: 'La contraseña no es correcta' }],
    });
    const wrong = (await codeAt(secret)) === '000000' ? '111111' : '000000';
    const wrongCode = await disable({ password: creator.body.password, code: wrong });
    expect(wrongCode.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(wrongCode).errors).toEqual([{ field: 'code', message: CODE_INVALID }]);
    expect(
      json<{ data: { two_factor_required?: boolean } }>(await login(creator, remote)).data
        .two_factor_required,
    ).toBe(true);

    const done = await disable({ password: creator.body.password, code: await codeAt(secret) });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ success: true, message: 'Desactivaste la verificación en dos pasos' });
    const plain = await login(creator, remote);
    expect(json<{ data: { token?: string } }>(plain).data.token).toBeTruthy();
    const left = await t.database.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(left).toEqual([]);
    expect(codes).toHaveLength(10);
    const offAgain = await disable({ password: creator.body.password, code: await codeAt(secret) });
    expect(offAgain.statusCode).toBe(409);
  });

  it('turns off with the password and a recovery code', async () => {
    const { creator, codes } = await creatorWithTwoFactor();
    const res = await post(
      '/auth/2fa/disable',
      { password: creator.body.password, code: codes[3] },
      { headers: creator.headers, ip: nextIp() },
    );
    expect(res.statusCode).toBe(200);
  });

  it('asks to start again when no setup is pending, and needs a session for the profile routes', async () => {
    const creator = await registerCreator(t.app);
    const res = await post('/auth/2fa/enable', { code: '123456' }, { headers: creator.headers });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: 'Empieza la activación de nuevo para obtener un código QR' });
    for (const url of ['/auth/2fa/setup', '/auth/2fa/enable', '/auth/2fa/disable']) {
      expect((await post(url, {})).statusCode).toBe(401);
    }
  });
});
