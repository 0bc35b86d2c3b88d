import type { ApiErrorBody } from '@enlaza/shared/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, newCreator, type TestApp } from '../../../test/test-app';

/** Every rule of spec 01 §5, answered by the API: 400, 'Revisa los datos ingresados', one Spanish message per field. */
describe('account validation through the API (spec 01 §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function expectFieldError(url: string, payload: object, field: string, message: string) {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    const body = json<ApiErrorBody>(res);
    expect(body.message).toBe('Revisa los datos ingresados');
    expect(body.errors).toContainEqual({ field, message });
    for (const e of body.errors ?? []) expect(Object.keys(e).sort()).toEqual(['field', 'message']);
  }

  async function userCount(): Promise<number> {
    const row = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  describe('POST /api/auth/register', () => {
    const url = '/api/auth/register';
    it.each([
      ['full_name', undefined, 'El nombre es requerido'],
      ['full_name', '', 'El nombre es requerido'],
      ['full_name', '    ', 'El nombre es requerido'],
      ['full_name', 'A', 'El nombre debe tener al menos 2 caracteres'],
      ['full_name', ' A ', 'El nombre debe tener al menos 2 caracteres'],
      ['username', undefined, 'El nombre de usuario es requerido'],
      ['username', '', 'El nombre de usuario es requerido'],
      ['username', 'ab', 'El nombre de usuario debe tener al menos 3 caracteres'],
      ['username', 'ana perez', 'Solo se permiten letras, números y guiones'],
      ['username', 'ana.perez', 'Solo se permiten letras, números y guiones'],
      ['username', 'ana_perez', 'Solo se permiten letras, números y guiones'],
      ['username', 'peña', 'Solo se permiten letras, números y guiones'],
      ['email', undefined, 'El email es requerido'],
      ['email', '', 'El email es requerido'],
      ['email', 'ana', 'El email no es válido'],
      ['email', 'ana@example', 'El email no es válido'],
      ['email', 'ana@@example.com', 'El email no es válido'],
      ['password', undefined, 'La contraseña es requerida'],
      ['password', '', 'La contraseña es requerida'],
      ['password', '12345', 'La contraseña debe tener al menos 6 caracteres'],
      ['password', 'x'.repeat(101), 'La contraseña no puede tener más de 100 caracteres'],
    ])('%s = %j → %s', async (field, value, message) => {
      const before = await userCount();
      await expectFieldError(url, { ...newCreator(), [field]: value }, field, message);
      expect(await userCount()).toBe(before);
    });

    it('refuses a NUL character in a name, which PostgreSQL could not store', async () => {
      const before = await userCount();
      await expectFieldError(
        url,
        newCreator({ full_name: 'Ana\u0000Pérez' }),
        'full_name',
        'El valor no es válido',
      );
      await expectFieldError(
        url,
        newCreator({ email: 'ana\u0000@example.com' }),
        'email',
        'El valor no es válido',
      );
      expect(await userCount()).toBe(before);
    });

    it('answers every missing field of an empty body at once, in form order', async () => {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        message: 'Revisa los datos ingresados',
        errors: [
          { field: 'full_name', message: 'El nombre es requerido' },
          { field: 'username', message: 'El nombre de usuario es requerido' },
          { field: 'email', message: 'El email es requerido' },
          { field: 'password', message: 'La contraseña es requerida' },
        ],
      });
    });
  });

  describe('POST /api/auth/login', () => {
    const url = '/api/auth/login';
    it.each([
      ['email', undefined, 'El email es requerido'],
      ['email', '  ', 'El email es requerido'],
      ['email', 'demo', 'El email no es válido'],
      ['email', 'demo@enlaza', 'El email no es válido'],
      ['password', undefined, 'La contraseña es requerida'],
      ['password', '', 'La contraseña es requerida'],
      ['password', 'ab', 'La contraseña debe tener al menos 3 caracteres'],
    ])('%s = %j → %s', async (field, value, message) => {
      await expectFieldError(
        url,
        { email: 'ana@example.com', password: 'abc', [field]: value },
        field,
        message,
      );
    });

    it('refuses a NUL character in the email instead of failing in the database', async () => {
      await expectFieldError(
        url,
        { email: 'ana\u0000@example.com', password: 'abc' },
        'email',
        'El valor no es válido',
      );
    });

    it('answers both fields of an empty body', async () => {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(json<ApiErrorBody>(res).errors).toEqual([
        { field: 'email', message: 'El email es requerido' },
        { field: 'password', message: 'La contraseña es requerida' },
      ]);
    });
  });

  describe('POST /api/auth/forgot-password', () => {
    it.each([
      [undefined, 'El email es requerido'],
      ['', 'El email es requerido'],
      ['no-es-email', 'El email no es válido'],
    ])('email = %j → %s', async (email, message) => {
      await expectFieldError('/api/auth/forgot-password', { email }, 'email', message);
      expect(await t.outbox()).toEqual([]);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it.each([
      [undefined, 'La contraseña es requerida'],
      ['', 'La contraseña es requerida'],
      ['12345', 'La contraseña debe tener al menos 6 caracteres'],
      ['x'.repeat(101), 'La contraseña no puede tener más de 100 caracteres'],
    ])('password = %j → %s', async (password, message) => {
      await expectFieldError(
        '/api/auth/reset-password',
        { token: 'un-token-cualquiera', password },
        'password',
        message,
      );
    });

    it('answers a missing token like an invalid link, so the page can offer a new one', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { password: 'secreto123' },
      });
      expect(res.statusCode).toBe(400);
      expect(json<ApiErrorBody>(res).message).toContain('Invalid or expired');
    });
  });
});
