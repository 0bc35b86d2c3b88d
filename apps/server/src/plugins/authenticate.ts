import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { AuthContext, SessionStore } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (required) or `app.identify` (optional). */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: resolves the session when a token is present, never rejects. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuthentication(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    const auth = token ? await sessions.resolve(token) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearer(request);
    request.auth = token ? await sessions.resolve(token) : null;
  });
}

/** The authenticated creator of a request that passed `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
