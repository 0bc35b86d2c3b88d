import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, newCreator, type TestApp } from '../../test/test-app';
import { buildApp, loggerOptions } from '../app';

/** Collects everything the app's pino logger writes. */
class MemoryStream extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.lines.join('');
  }
}

describe('logging hygiene', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const stream = new MemoryStream();

  beforeAll(async () => {
    t = await createTestApp();
    const options = loggerOptions('info');
    if (typeof options !== 'object') throw new Error('loggerOptions must give an options object');
    app = await buildApp(t.deps, { logger: { ...options, stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('never writes passwords, bearer tokens or reset tokens to the log', async () => {
    const creator = newCreator({ password: 'Clave-Registro-9137' });
    const secrets: string[] = [creator.password];
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });

    const registered = await post('/api/auth/register', creator);
    expect(registered.statusCode).toBe(201);
    secrets.push(json<{ data: { token: string } }>(registered).data.token);

    const loggedIn = await post('/api/auth/login', { email: creator.email, password: creator.password });
    expect(loggedIn.statusCode).toBe(200);
    const bearer = json<{ data: { token: string } }>(loggedIn).data.token;
    secrets.push(bearer);
    const headers = { authorization: `Bearer ${bearer}` };
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/profile/theme', headers })).statusCode).toBe(
      200,
    );

    secrets.push('Clave-Equivocada-5521');
    expect(
      (await post('/api/auth/login', { email: creator.email, password: 'Clave-Equivocada-5521' })).statusCode,
    ).toBe(401);

    expect((await post('/api/auth/forgot-password', { email: creator.email })).statusCode).toBe(200);
    const mail = (await t.outbox()).at(-1);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();
    secrets.push(resetToken!);

    // The reset page itself carries the token in its query string.
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    secrets.push('Clave-Nueva-4410');
    expect(
      (await post('/api/auth/reset-password', { token: resetToken, password: 'Clave-Nueva-4410' }))
        .statusCode,
    ).toBe(200);
    const again = await post('/api/auth/login', { email: creator.email, password: 'Clave-Nueva-4410' });
    const lastToken = json<{ data: { token: string } }>(again).data.token;
    secrets.push(lastToken);
    expect((await post('/api/auth/logout', {}, { authorization: `Bearer ${lastToken}` })).statusCode).toBe(
      200,
    );

    // Refused requests: a stale token, a malformed body holding a password.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    secrets.push('Clave-En-Json-Roto-7788');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.co","password":"Clave-En-Json-Roto-7788"',
    });
    expect(broken.statusCode).toBe(400);

    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', creator.email)
      .executeTakeFirstOrThrow();
    secrets.push(stored.password_hash);

    const log = stream.text;
    // The log is really being written: every request is there, by path.
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/auth/reset-password');
    expect(log).toContain('"status":401');
    expect(log).toContain('/reset-password?…');
    for (const secret of secrets) expect(log, `log contains ${secret}`).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('writes one plain line per answer, and at a sample of 0 only the failures (issue 38)', async () => {
    const sampled = new MemoryStream();
    const options = loggerOptions('info');
    if (typeof options !== 'object') throw new Error('loggerOptions must give an options object');
    const quiet = await buildApp(t.deps, { logger: { ...options, stream: sampled }, logRequestsSample: 0 });
    try {
      expect((await quiet.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
      expect((await quiet.inject({ method: 'GET', url: '/api/nothing-here?x=1' })).statusCode).toBe(404);
      const answered = sampled.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'answered');
      expect(answered.map((l) => [l.method, l.url, l.status])).toEqual([['GET', '/api/nothing-here?…', 404]]);
      expect(typeof answered[0].ms).toBe('number');
    } finally {
      await quiet.close();
    }
    const before = stream.lines.length;
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    const written = stream.lines.slice(before).map((l) => JSON.parse(l));
    expect(written.map((l) => [l.msg, l.url, l.status])).toEqual([['answered', '/api/ping', 200]]);
  });
});
