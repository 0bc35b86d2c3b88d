import { Writable } from 'node:stream';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../test/test-app';
import { buildApp, loggerOptions } from '../app';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs';

class MemoryStream extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses?: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** '/api/links/:id' → '/api/links/{id}', as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Routes of the API itself: not its documentation, and not the HEAD twins Fastify adds to each GET. */
function isApiRoute(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  return (
    route.url.startsWith('/api/') &&
    !route.url.startsWith(DOCS_PATH) &&
    route.url !== OPENAPI_PATH &&
    !methods.every((m) => m === 'HEAD')
  );
}

describe('the API contract', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  const log = new MemoryStream();

  beforeAll(async () => {
    t = await createTestApp();
    const options = loggerOptions('info');
    if (typeof options !== 'object') throw new Error('loggerOptions must give an options object');
    app = await buildApp(t.deps, { logger: { ...options, stream: log }, onRoute: (r) => routes.push(r) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('documents every registered /api route with its request and response schemas (OpenAPI 3.1)', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = json<OpenApiDocument>(res);
    expect(doc.openapi).toBe('3.1.0');

    const api = routes.filter(isApiRoute);
    // Every module's routes are there (grows as routes are added; never shrinks silently).
    expect(api.length).toBeGreaterThanOrEqual(45);
    for (const route of api) {
      const schema = route.schema ?? {};
      const label = `${route.method} ${route.url}`;
      // Declared on the route: what it reads…
      const declared =
        ['params', 'querystring', 'body'].some((part) => part in schema) || 'consumes' in schema;
      expect(declared, `${label} declares no request schema`).toBe(true);
      // …and what it answers, per status.
      expect(
        Object.keys(schema.response ?? {}).length,
        `${label} declares no response schema`,
      ).toBeGreaterThan(0);

      for (const method of [route.method].flat()) {
        const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${label} is missing from the document`).toBeDefined();
        const documented = Object.entries(operation?.responses ?? {});
        expect(documented.length, `${label} documents no answer`).toBeGreaterThan(0);
        const success = documented.find(([status]) => status.startsWith('2') || status.startsWith('3'));
        expect(success, `${label} documents no success answer`).toBeDefined();
        if (route.url.includes(':')) {
          const inPath = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
          for (const name of route.url.match(/:(\w+)/g) ?? []) expect(inPath, label).toContain(name.slice(1));
        }
        if ('body' in schema) expect(operation?.requestBody, `${label} documents no body`).toBeDefined();
      }
    }
  });

  it('serves a readable reference page at /api/docs from its own assets, under the app CSP', async () => {
    const page = await app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Nothing is fetched from elsewhere, and no inline script needs an exception.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\.?\/?[^":]*"/);
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const asset of ['static/swagger-ui-bundle.js', 'static/swagger-initializer.js', 'json']) {
      const res = await app.inject({ method: 'GET', url: `${DOCS_PATH}/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
    const initializer = await app.inject({
      method: 'GET',
      url: `${DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.body).not.toMatch(/validator\.swagger\.io/);
  });

  it('refuses to send an answer its response schema does not allow: 500 in Spanish, logged', async () => {
    const creator = await registerCreator(app);
    // A stored value outside the contract (a background style that does not exist).
    await t.database.db
      .updateTable('users')
      .set({ theme_background_style: 'neon' })
      .where('id', '=', creator.user.id)
      .execute();
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/profile/theme',
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ message: HTTP_MESSAGES.internal });
    expect(res.body).not.toContain('neon');
    expect(log.text).toContain('FST_ERR_RESPONSE_SERIALIZATION');
    expect(log.text).toContain('unhandled error');
  });

  it('answers a request its schema refuses with the field and its Spanish message', async () => {
    const creator = await registerCreator(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/links',
      headers: creator.headers,
      payload: { title: 'Mi sitio', url: 'no es una url' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      message: HTTP_MESSAGES.validation,
      errors: [
        { field: 'url', message: 'Por favor ingresa una URL válida (ej: https://instagram.com/tu-usuario)' },
      ],
    });
    const notAnId = await app.inject({ method: 'GET', url: '/api/links/abc', headers: creator.headers });
    expect(notAnId.statusCode).toBe(404);
    expect(json(notAnId)).toEqual({ message: 'Enlace no encontrado' });
  });
});
