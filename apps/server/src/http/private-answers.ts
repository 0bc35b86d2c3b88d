import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route whose answer belongs to one person: it must never be stored by a cache. */
    privateAnswer?: boolean;
  }
}

/** Routes that hand out or take a session token even without a session of their own (login, reset…). */
const SESSION_ISSUING_PREFIX = '/api/auth/';

export interface RouteTableEntry {
  method: string;
  url: string;
  privateAnswer: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteTableEntry[]>();

/** Set on the creator route tree's scope (see plugins/authenticate): every route in it reads a session. */
export const CREATOR_TREE_DECORATOR = 'creatorTree';

function usesSession(route: RouteOptions, app: FastifyInstance, scope: FastifyInstance): boolean {
  if (scope.hasDecorator(CREATOR_TREE_DECORATOR)) return true;
  const handlers = [route.preHandler, route.preValidation, route.onRequest].flat();
  return handlers.some((handler) => handler === app.identify);
}

/**
 * One place decides that an answer is private and sends `Cache-Control: no-store`: any request
 * carrying `Authorization`, any request resolved to a session, and every route that reads a session
 * or issues one. Must be registered before the routes (it marks them as they are declared).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  tables.set(app, table);

  app.addHook('onRoute', function markRoute(this: FastifyInstance, route) {
    const privateAnswer =
      route.config?.privateAnswer === true ||
      usesSession(route, app, this) ||
      route.url.startsWith(SESSION_ISSUING_PREFIX);
    route.config = { ...route.config, privateAnswer };
    for (const method of [route.method].flat()) table.push({ method, url: route.url, privateAnswer });
  });

  // A plain hook (no promise): every answer runs it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { config } = request.routeOptions;
    // A public answer never reads the session: it is the same bytes whoever asks (http/public-cache.ts).
    if (config.publicCache !== true) {
      const isPrivate =
        request.headers.authorization !== undefined || request.auth !== null || config.privateAnswer === true;
      if (isPrivate) void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** Every route declared on `app` after registerPrivateAnswers, with whether its answer is private. */
export function routeTable(app: FastifyInstance): readonly RouteTableEntry[] {
  return tables.get(app) ?? [];
}
