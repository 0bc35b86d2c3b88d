import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider';
import type { Api, CreatorApi, CreatorTypeProvider } from '../http/api';
import { unauthorized } from '../http/errors';
import { CREATOR_TREE_DECORATOR } from '../http/private-answers';
import type { AuthContext, SessionStore } from '../lib/session-store';

declare module 'fastify' {
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    /** The signed-in creator: always there inside the creator tree, else when a valid token came along. */
    auth: TypeProvider extends { creatorTree: true } ? AuthContext : AuthContext | null;
  }
  interface FastifyInstance {
    /** preValidation of a visitors' route that looks at who is signed in, when anyone is; never refuses. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function sessionOf(request: FastifyRequest, sessions: SessionStore): Promise<AuthContext | null> {
  const token = bearer(request);
  return token ? sessions.resolve(token) : null;
}

export function registerAuthentication(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('auth', null);
  app.decorate('identify', async (request: FastifyRequest) => {
    request.auth = await sessionOf(request, sessions);
  });
}

/**
 * Registers the creator route tree: one hook refuses (401) every request of the tree without a live
 * session, so its handlers read `request.auth` as the signed-in creator. It runs after parsing and
 * before the schemas: a malformed body is still answered as such, and a request without a session is
 * refused before its body is checked.
 */
export async function creatorRoutes(
  api: Api,
  sessions: SessionStore,
  routes: ReadonlyArray<(creator: CreatorApi) => Promise<void>>,
): Promise<void> {
  await api.register(async (scope) => {
    scope.decorate(CREATOR_TREE_DECORATOR, true);
    scope.addHook('preValidation', async (request) => {
      const auth = await sessionOf(request, sessions);
      if (!auth) throw unauthorized();
      request.auth = auth;
    });
    const creator = scope.withTypeProvider<CreatorTypeProvider>();
    for (const register of routes) await register(creator);
  });
}
