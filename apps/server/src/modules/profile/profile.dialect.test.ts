import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
interface UserBody {
  id: number;
  username: string;
  full_name: string;
  bio: string;
  category_id: number | null;
  email: string;
  theme: { primary_color: string; accent_color: string; background_style: string };
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

describe('profile API', () => {
  let t: TestApp;

  const put = (headers: Headers, payload: unknown, url = '/api/users/profile') =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const userOf = (res: LightMyRequestResponse) => json<{ data: { user: UserBody } }>(res).data.user;
  const me = async (headers: Headers) =>
    userOf(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers }));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    expect((await put({}, { full_name: 'Ana' })).statusCode).toBe(401);
    expect((await put({}, {}, '/api/users/profile/theme')).statusCode).toBe(401);
  });

  it('saves name, username, bio and category and answers with the user', async () => {
    const { headers, user } = await registerCreator(t.app);
    const res = await put(headers, {
      full_name: '  Lucía Fernández ',
      username: 'Lucia-Musica',
      bio: 'Cantautora rosarina',
      category_id: '1',
    });
    expect(res.statusCode).toBe(200);
    const saved = userOf(res);
    expect(saved).toMatchObject({
      id: user.id,
      full_name: 'Lucía Fernández',
      username: 'lucia-musica',
      bio: 'Cantautora rosarina',
      category_id: 1,
    });
    expect(saved).not.toHaveProperty('password_hash');
    expect(await me(headers)).toMatchObject({ username: 'lucia-musica', category_id: 1 });
  });

  it('accepts `name` for the full name, clears the category when empty and keeps what is left out', async () => {
    const { headers } = await registerCreator(t.app);
    await put(headers, { full_name: 'Ana Gómez', bio: 'Hola', category_id: 3 });
    const res = await put(headers, { name: 'Ana G.', category_id: '' });
    expect(userOf(res)).toMatchObject({ full_name: 'Ana G.', bio: 'Hola', category_id: null });
    const nulled = await put(headers, {
      category_id: 2,
      theme: { primaryColor: '#EC4899', accentColor: '#10b981', backgroundStyle: 'vibrant' },
    });
    expect(userOf(nulled)).toMatchObject({
      category_id: 2,
      theme: { primary_color: '#ec4899', accent_color: '#10b981', background_style: 'vibrant' },
    });
  });

  it.each([
    [{ full_name: '' }, 'full_name', 'El nombre es requerido'],
    [{ name: '   ' }, 'full_name', 'El nombre es requerido'],
    [{ full_name: ' A ' }, 'full_name', 'El nombre debe tener al menos 2 caracteres'],
    [{ username: '' }, 'username', 'El nombre de usuario es requerido'],
    [{ username: 'ab' }, 'username', 'Debe tener al menos 3 caracteres'],
    [{ username: 'lucía fer' }, 'username', 'Solo se permiten letras, números y guiones'],
    [{ username: 'a_b_c' }, 'username', 'Solo se permiten letras, números y guiones'],
    [{ bio: 'x'.repeat(161) }, 'bio', 'La biografía no puede tener más de 160 caracteres'],
    [{ category_id: 99 }, 'category_id', 'La categoría seleccionada no existe'],
    [{ category_id: 'musica' }, 'category_id', 'La categoría seleccionada no existe'],
    [{ category_id: -1 }, 'category_id', 'La categoría seleccionada no existe'],
    [
      { theme: { primary_color: 'red', accent_color: '#f59e0b', background_style: 'gradient' } },
      'theme.primary_color',
      'El color debe tener el formato #rrggbb',
    ],
  ])('reports %j with the Spanish message and changes nothing', async (payload, field, message) => {
    const { headers } = await registerCreator(t.app);
    const before = await me(headers);
    const res = await put(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).errors).toEqual([{ field, message }]);
    expect(await me(headers)).toEqual(before);
  });

  it('ignores fields it does not own (email, role) and refuses bodies that are not objects', async () => {
    const { headers } = await registerCreator(t.app);
    const before = await me(headers);
    const res = await put(headers, { email: 'otro@example.com', role: 'admin', password_hash: 'x' });
    expect(res.statusCode).toBe(200);
    expect(userOf(res)).toMatchObject({ email: before.email });
    const row = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('creator');
    // A JSON null body reads as no body, as on every route.
    for (const payload of ['[1]', '"x"', '5']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(bad.statusCode, payload).toBe(400);
    }
    for (const payload of [{ full_name: 5 }, { username: ['a'] }, { bio: {} }, { theme: 'oscuro' }]) {
      expect((await put(headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps usernames unique', async () => {
    const a = await registerCreator(t.app);
    const b = await registerCreator(t.app);
    const res = await put(b.headers, { username: a.user.username });
    expect(res.statusCode).toBe(409);
    expect(json<ErrorBody>(res)).toEqual({
      message: 'Este nombre de usuario ya está en uso',
      errors: [{ field: 'username', message: 'Este nombre de usuario ya está en uso' }],
    });
    expect((await me(b.headers)).username).toBe(b.user.username);
  });

  it('keeps a released username reserved for its previous owner, who may take it back', async () => {
    const a = await registerCreator(t.app);
    const b = await registerCreator(t.app);
    const old = a.user.username;
    const renamed = `${old}-nuevo`;
    expect((await put(a.headers, { username: renamed })).statusCode).toBe(200);

    // Nobody else can take the old name, neither by renaming nor by registering.
    const taken = await put(b.headers, { username: old });
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorBody>(taken).message).toBe('Este nombre de usuario ya está en uso');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        full_name: 'Otra Persona',
        username: old,
        email: `otra-${Date.now()}@example.com`,
        password: 'secreto123',
      },
    });
    expect(register.statusCode).toBe(409);
    expect(json<ErrorBody>(register).errors).toEqual([
      { field: 'username', message: 'Este nombre de usuario ya está en uso' },
    ]);

    // The owner takes it back; the name they leave is now the reserved one.
    const back = await put(a.headers, { username: old });
    expect(back.statusCode).toBe(200);
    expect(userOf(back).username).toBe(old);
    expect((await put(b.headers, { username: renamed })).statusCode).toBe(409);
    const reserved = await t.database.db
      .selectFrom('username_history')
      .select(['username', 'user_id'])
      .where('user_id', '=', a.user.id)
      .execute();
    expect(reserved).toEqual([{ username: renamed, user_id: a.user.id }]);
  });

  it('limits how often a username changes', async () => {
    const { headers, user } = await registerCreator(t.app);
    for (let i = 1; i <= 5; i++) {
      expect((await put(headers, { username: `${user.username}-v${i}` })).statusCode).toBe(200);
    }
    const res = await put(headers, { username: `${user.username}-v6` });
    expect(res.statusCode).toBe(429);
    expect(json<ErrorBody>(res).message).toBe(
      'Cambiaste tu nombre de usuario demasiadas veces. Intenta de nuevo mañana.',
    );
    // Saving other fields with the same username is not a change.
    expect((await put(headers, { bio: 'Sigo acá' })).statusCode).toBe(200);
  });

  it('updates the theme alone', async () => {
    const { headers } = await registerCreator(t.app);
    const res = await put(
      headers,
      { primary_color: '#8B5CF6', accent_color: '#84cc16', background_style: 'professional' },
      '/api/users/profile/theme',
    );
    expect(res.statusCode).toBe(200);
    expect(userOf(res).theme).toEqual({
      primary_color: '#8b5cf6',
      accent_color: '#84cc16',
      background_style: 'professional',
      font: 'system',
      button_style: 'shadow',
      background_url: null,
      background_small_url: null,
      background_overlay: 0,
    });
    const camel = await put(
      headers,
      { primaryColor: '#6366f1', accentColor: '#f59e0b', backgroundStyle: 'gradient' },
      '/api/users/profile/theme',
    );
    expect(userOf(camel).theme.background_style).toBe('gradient');
    for (const [payload, field, message] of [
      [
        { primary_color: '#12345', accent_color: '#f59e0b', background_style: 'gradient' },
        'primary_color',
        'El color debe tener el formato #rrggbb',
      ],
      [
        { primary_color: '#123456', accent_color: 'url(x)', background_style: 'gradient' },
        'accent_color',
        'El color debe tener el formato #rrggbb',
      ],
      [
        { primary_color: '#123456', accent_color: '#123456', background_style: 'neon' },
        'background_style',
        'El estilo de fondo no es válido',
      ],
    ] as const) {
      const bad = await put(headers, payload, '/api/users/profile/theme');
      expect(bad.statusCode).toBe(400);
      expect(json<ErrorBody>(bad).errors).toEqual([{ field, message }]);
    }
    expect((await me(headers)).theme.background_style).toBe('gradient');
  });
});
