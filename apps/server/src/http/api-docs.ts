import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * Collects every `/api` route's schemas into an OpenAPI 3.1 document. Must be registered before the
 * routes; pages, assets and the simulator stay out of it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Enlazá API', version: '1.0.0', description: 'La API JSON de Enlazá (todo bajo /api).' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/') || input.url.startsWith(DOCS_PATH) || input.url === OPENAPI_PATH) {
        return { schema: { hide: true }, url: input.url };
      }
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: withFreeFormQuery(transformed.schema) };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** Name of the one parameter a free-form query is documented as; clients send its keys, not it. */
const FREE_FORM_QUERY = 'query';

/**
 * @fastify/swagger turns each property of a querystring schema into a query parameter; a record
 * (`z.record`) has none, so its own keywords came out as parameters. Such a query is one free-form
 * object parameter instead, serialized form/explode: each key is its own `?key=value`.
 */
function withFreeFormQuery<T>(schema: T): T {
  if (typeof schema !== 'object' || schema === null || !('querystring' in schema)) return schema;
  const query = schema.querystring;
  const record =
    typeof query === 'object' &&
    query !== null &&
    'type' in query &&
    query.type === 'object' &&
    !('properties' in query);
  if (!record) return schema;
  return {
    ...schema,
    querystring: { type: 'object', properties: { [FREE_FORM_QUERY]: query }, style: 'form', explode: true },
  };
}

/** GET /api/openapi.json and the reference page at /api/docs (assets served locally, CSP-clean). */
export async function serveApiDocs(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page loads the document from our own origin; no outside validator badge.
    uiConfig: { url: OPENAPI_PATH, validatorUrl: null, deepLinking: true },
  });
}
