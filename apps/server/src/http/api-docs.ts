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
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
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
