import { gzipSync } from 'node:zlib';
import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../test/test-app';

/** The spec's client-side English defaults are never sent by the API; everything else it says is Spanish. */
const CLIENT_ONLY_ENGLISH = new Set<string>([
  AUTH_MESSAGES.forgotDefault,
  AUTH_MESSAGES.forgotFailed,
  AUTH_MESSAGES.resetDefault,
  AUTH_MESSAGES.resetFailed,
  AUTH_MESSAGES.resetInvalidMarker,
]);
const SPANISH = new Set<string>(
  [...Object.values(HTTP_MESSAGES), ...Object.values(AUTH_MESSAGES)].filter(
    (m) => !CLIENT_ONLY_ENGLISH.has(m),
  ),
);

const ROUTES = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/logout',
];
const FIELDS = ['full_name', 'username', 'email', 'password', 'token'];
const allFields = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const huge = 'x'.repeat(100_000);

/**
 * `parser`: refused by the framework before any route runs (same answer everywhere);
 * `route`: read, then refused by the route's schema (logout, which reads no body, asks for a session first).
 */
interface Case {
  name: string;
  stage: 'parser' | 'route';
  body?: string;
  contentType?: string;
  status?: number;
  message?: string;
}

const CASES: Case[] = [
  {
    name: 'invalid JSON text',
    stage: 'parser',
    body: '{"email": "a@b.co",',
    status: 400,
    message: HTTP_MESSAGES.invalidJson,
  },
  {
    name: 'JSON with a trailing comma',
    stage: 'parser',
    body: '{"email": "a@b.co",}',
    status: 400,
    message: HTTP_MESSAGES.invalidJson,
  },
  {
    name: 'a __proto__ key',
    stage: 'parser',
    body: '{"__proto__": {"admin": true}, "email": "a@b.co"}',
    status: 400,
  },
  {
    name: 'a constructor.prototype key',
    stage: 'parser',
    body: '{"constructor": {"prototype": {"admin": true}}}',
    status: 400,
  },
  {
    name: 'an empty body with a JSON content type',
    stage: 'parser',
    body: '',
    status: 400,
    message: HTTP_MESSAGES.invalidJson,
  },
  {
    name: 'a form-encoded body',
    stage: 'parser',
    body: 'email=a@b.co',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    message: HTTP_MESSAGES.unsupportedMediaType,
  },
  {
    name: 'an XML body',
    stage: 'parser',
    body: '<email>a@b.co</email>',
    contentType: 'application/xml',
    status: 415,
    message: HTTP_MESSAGES.unsupportedMediaType,
  },
  {
    name: 'a body over 1 MB',
    stage: 'parser',
    body: JSON.stringify(allFields('x'.repeat(1024 * 1024))),
    status: 413,
    message: HTTP_MESSAGES.payloadTooLarge,
  },
  { name: 'an empty JSON array', stage: 'route', body: '[]', message: HTTP_MESSAGES.invalidBody },
  {
    name: 'an array of bodies',
    stage: 'route',
    body: JSON.stringify([allFields('a@b.co')]),
    message: HTTP_MESSAGES.invalidBody,
  },
  { name: 'a JSON string', stage: 'route', body: '"ana@example.com"', message: HTTP_MESSAGES.invalidBody },
  { name: 'a JSON number', stage: 'route', body: '42', message: HTTP_MESSAGES.invalidBody },
  { name: 'JSON true', stage: 'route', body: 'true', message: HTTP_MESSAGES.invalidBody },
  {
    name: 'deeply nested arrays',
    stage: 'route',
    body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    message: HTTP_MESSAGES.invalidBody,
  },
  {
    name: 'a text/plain body',
    stage: 'route',
    body: 'email=a@b.co&password=secreto',
    contentType: 'text/plain',
    message: HTTP_MESSAGES.invalidBody,
  },
  { name: 'JSON null', stage: 'route', body: 'null' },
  { name: 'no body and no content type', stage: 'route', contentType: '' },
  {
    name: 'numbers where strings go',
    stage: 'route',
    body: JSON.stringify({ ...allFields(12345678), rememberMe: 1 }),
  },
  { name: 'booleans where strings go', stage: 'route', body: JSON.stringify(allFields(true)) },
  { name: 'arrays where strings go', stage: 'route', body: JSON.stringify(allFields(['ana@example.com'])) },
  {
    name: 'nested objects',
    stage: 'route',
    body: JSON.stringify(allFields({ $ne: null, a: { b: { c: [1, 2, 3] } } })),
  },
  {
    name: 'query-operator objects',
    stage: 'route',
    body: JSON.stringify({ email: { $gt: '' }, password: { $gt: '' } }),
  },
  { name: 'null fields', stage: 'route', body: JSON.stringify(allFields(null)) },
  { name: 'huge strings', stage: 'route', body: JSON.stringify(allFields(huge)) },
  {
    name: 'a huge email-like string',
    stage: 'route',
    body: JSON.stringify(allFields(`a@${'a.'.repeat(50_000)} x`)),
  },
  {
    name: 'NUL characters in text',
    stage: 'route',
    body: JSON.stringify(allFields('ana\u0000@example.com')),
  },
  {
    name: 'a wrong type in an optional field',
    stage: 'route',
    body: JSON.stringify({ email: 'no-es-email', password: 'a', rememberMe: 'si', token: 5 }),
  },
  {
    name: 'a JSON body with an odd charset',
    stage: 'route',
    body: JSON.stringify({ email: 'no-es-email' }),
    contentType: 'application/json; charset=latin1',
  },
];

function expectSpanishClientError(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = json<ApiErrorBody>(res);
  expect(SPANISH.has(body.message), `${label}: message ${JSON.stringify(body.message)}`).toBe(true);
  for (const error of body.errors ?? []) {
    expect(FIELDS.concat('rememberMe'), label).toContain(error.field);
    expect(SPANISH.has(error.message), `${label}: ${JSON.stringify(error)}`).toBe(true);
  }
  return body;
}

describe('malformed requests never reach a 500', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    authorization = (await registerCreator(t.app)).headers.authorization;
  });
  afterAll(() => t.close());

  async function userCount(): Promise<number> {
    const row = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  for (const url of ROUTES) {
    describe(`POST ${url}`, () => {
      it.each(CASES)(
        '$name',
        async ({ name, stage, body, contentType = 'application/json', status, message }) => {
          const before = await userCount();
          const headers: Record<string, string> = {};
          if (contentType) headers['content-type'] = contentType;
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers,
            ...(body === undefined ? {} : { body }),
          });
          const answer = expectSpanishClientError(res, `${url} ${name}`);
          if (stage === 'route' && url.endsWith('/logout')) {
            expect(res.statusCode).toBe(401);
            expect(answer.message).toBe(HTTP_MESSAGES.unauthorized);
          } else if (stage === 'route' && url.endsWith('/reset-password') && !message) {
            // A token that is not a token reads as an invalid link.
            expect(res.statusCode).toBe(400);
            expect(answer.message).toBe(AUTH_MESSAGES.resetInvalid);
          } else {
            expect(res.statusCode).toBe(status ?? 400);
            if (message !== undefined) expect(answer.message).toBe(message);
            if (stage === 'route' && message === undefined) expect(answer.errors?.length).toBeGreaterThan(0);
          }
          expect(await userCount()).toBe(before);
          expect(await t.outbox()).toEqual([]);
        },
      );
    });
  }

  it('refuses a compressed body in Spanish (no client sends one; nothing decompresses it) and creates nothing', async () => {
    const before = await userCount();
    const body = gzipSync(
      JSON.stringify({ full_name: 'Ana', username: 'ana_zip', email: 'zip@a.co', password: 'x'.repeat(12) }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
    });
    const answer = expectSpanishClientError(res, 'gzip body');
    expect(answer.message).toBe(HTTP_MESSAGES.invalidJson);
    expect(await userCount()).toBe(before);
  });

  it('answers a signed-in logout with a malformed body in Spanish too, and keeps the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: HTTP_MESSAGES.invalidJson });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect(me.statusCode).toBe(200);
  });

  it('answers odd query strings and headers on the session routes without a 500', async () => {
    for (const url of [
      '/api/auth/me?x=%00',
      '/api/auth/me?a[b][c]=1',
      '/api/users/profile/theme?%E0%A4%A=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const weird = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${'\u00e9'.repeat(10)}` },
    });
    expect(weird.statusCode).toBe(401);
  });
});

describe('unknown API routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/nada'],
    ['GET', '/api'],
    ['GET', '/api/auth'],
    ['GET', '/api/auth/login'],
    ['POST', '/api/nada'],
    ['POST', '/api/auth/me'],
    ['PUT', '/api/auth/register'],
    ['DELETE', '/api/users/profile/theme'],
    ['PATCH', '/api/x/y/z?token=secreto'],
    ['POST', '/no-existe'],
  ] as const)('%s %s → 404 JSON "Ruta no encontrada"', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toEqual({ message: 'Ruta no encontrada' });
  });

  it('answers 404 JSON to an unknown route even when its body is malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nada',
      headers: { 'content-type': 'application/json' },
      body: '{"oops":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(SPANISH.has(json<ApiErrorBody>(res).message)).toBe(true);
  });

  it('answers an over-long route parameter and an undecodable URL in Spanish', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/links/${'1'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(json(long)).toEqual({ message: 'La dirección solicitada es demasiado larga' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/links/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'La dirección solicitada no es válida' });
  });
});
