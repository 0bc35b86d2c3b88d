import type { AuthPayload } from '@enlaza/shared/auth';
import type { ApiErrorBody } from '@enlaza/shared/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, newCreator, type TestApp } from '../../../test/test-app';
import { UsersRepository } from '../../accounts/users.repository';
import { isUniqueViolation } from '../../db/unique-violation';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Registration is limited per IP; each test registers from an address of its own.
  let ipCounter = 0;
  function register(payload: object, remoteAddress = `10.0.0.${++ipCounter}`) {
    return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  }

  function storedUser(email: string) {
    return t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  it('creates the account and answers 201 with a token and the user, never the password', async () => {
    const body = newCreator({
      username: 'Ana-Perez',
      email: 'Ana.Perez@Example.com',
      full_name: '  Ana Pérez ',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const answer = json<{ success: boolean; data: AuthPayload }>(res);
    expect(answer.success).toBe(true);
    expect(typeof answer.data.token).toBe('string');
    expect(answer.data.token.length).toBeGreaterThanOrEqual(32);
    expect(answer.data.user).toMatchObject({
      username: 'ana-perez',
      email: 'ana.perez@example.com',
      full_name: 'Ana Pérez',
      bio: '',
      profile_image: null,
      category_id: null,
      role: 'creator',
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
    });

    const row = await storedUser('ana.perez@example.com');
    expect(row).toBeDefined();
    expect(row?.password_hash).toMatch(/^scrypt\$12\$/);
    expect(row?.password_hash).not.toContain(body.password);
    expect(res.body).not.toContain(body.password);
    expect(res.body).not.toContain(row?.password_hash);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('scrypt');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${answer.data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json<{ data: { user: unknown } }>(me).data.user).toEqual(answer.data.user);
  });

  it('stores only a digest of the session token', async () => {
    const res = await register(newCreator());
    const { token, user } = json<{ data: AuthPayload }>(res).data;
    const sessions = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('refuses usernames reserved for routes, such as "events", and creates nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCreator({ username: 'events' }),
    });
    expect(res.statusCode).toBe(400);
    expect(json<ApiErrorBody>(res).errors).toEqual([
      { field: 'username', message: 'Este nombre de usuario no está disponible' },
    ]);
    expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('answers 409 with a field error on email when the email is taken, in any letter case', async () => {
    const first = newCreator();
    expect((await register(first)).statusCode).toBe(201);
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email} `]) {
      const res = await register(newCreator({ email }));
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({
        message: 'Este email ya está registrado',
        errors: [{ field: 'email', message: 'Este email ya está registrado' }],
      });
    }
  });

  it('answers 409 with a field error on username when the username is taken, in any letter case', async () => {
    expect((await register(newCreator({ username: 'demo' }))).statusCode).toBe(201);
    for (const username of ['demo', 'Demo', 'DEMO']) {
      const res = await register(newCreator({ username }));
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({
        message: 'Este nombre de usuario ya está en uso',
        errors: [{ field: 'username', message: 'Este nombre de usuario ya está en uso' }],
      });
    }
  });

  it('lets exactly one of several simultaneous registrations with the same email through', async () => {
    const email = newCreator().email;
    const results = await Promise.all(Array.from({ length: 5 }, () => register(newCreator({ email }))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(json<ApiErrorBody>(r).errors).toEqual([
        { field: 'email', message: 'Este email ya está registrado' },
      ]);
    }
    const rows = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous registrations with the same username through', async () => {
    // 'mi-email' also checks that a username containing "email" is not mistaken for an email clash.
    const results = await Promise.all([
      register(newCreator({ username: 'mi-email' })),
      register(newCreator({ username: 'Mi-Email' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(json<ApiErrorBody>(loser!).errors).toEqual([
      { field: 'username', message: 'Este nombre de usuario ya está en uso' },
    ]);
  });

  it('tells the database unique violations of email and username apart', async () => {
    const users = new UsersRepository(t.database.db);
    const now = new Date().toISOString();
    const row = (username: string, email: string) => ({
      username,
      email,
      password_hash: 'x',
      full_name: 'Prueba',
      bio: '',
      theme_primary_color: '#6366f1',
      theme_accent_color: '#f59e0b',
      theme_background_style: 'gradient',
      role: 'creator',
      created_at: now,
      updated_at: now,
    });
    await users.insert(row('un-email', 'uno@example.com'));
    const byUsername = await users.insert(row('un-email', 'dos@example.com')).catch((e: unknown) => e);
    expect(isUniqueViolation(byUsername, 'username')).toBe(true);
    expect(isUniqueViolation(byUsername, 'email')).toBe(false);
    const byEmail = await users.insert(row('otro-usuario', 'uno@example.com')).catch((e: unknown) => e);
    expect(isUniqueViolation(byEmail, 'email')).toBe(true);
    expect(isUniqueViolation(byEmail, 'username')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), 'email')).toBe(false);
  });

  it('limits registrations per IP address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) expect((await register(newCreator(), ip)).statusCode).toBe(201);
    const res = await register(newCreator(), ip);
    expect(res.statusCode).toBe(429);
    expect(json(res)).toEqual({ message: 'Demasiados intentos. Espera un momento y vuelve a intentar.' });
    expect((await register(newCreator(), '10.9.9.10')).statusCode).toBe(201);
  });
});
