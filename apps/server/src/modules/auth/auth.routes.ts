import { AUTH_MESSAGES, authContract as contract } from '@enlaza/shared/auth';
import { presentSelf, presentTheme } from '../../accounts/user.presenter';
import type { Api, CreatorApi } from '../../http/api';
import { sendError } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import { RequestValidationError } from '../../http/request-validation';
import type { SessionStore } from '../../lib/session-store';
import type { AuthService } from './auth.service';

/** Sign-up, sign-in and the password reset: no session needed. */
export async function authRoutes(app: Api, auth: AuthService): Promise<void> {
  app.post('/auth/register', { schema: contract.register }, async (request, reply) => {
    const { payload, deviceCookie } = await auth.register(request.body, request.ip);
    reply.header('set-cookie', deviceCookie);
    return reply.status(201).send({ success: true, data: payload });
  });

  app.post('/auth/login', { schema: contract.login }, async (request, reply) => {
    const { payload, deviceCookie } = await auth.login(request.body, request.ip, request.headers.cookie);
    if (deviceCookie) reply.header('set-cookie', deviceCookie);
    return { success: true as const, data: payload };
  });

  app.post('/auth/forgot-password', { schema: contract.forgotPassword }, async (request) => {
    await auth.forgotPassword(request.body, request.ip);
    return { success: true as const, message: AUTH_MESSAGES.forgotSent };
  });

  app.post(
    '/auth/reset-password',
    {
      schema: contract.resetPassword,
      // A missing or malformed token is answered like an unknown one: the reset page then shows its
      // invalid-link state instead of a field error under the password.
      errorHandler: (error, request, reply) => {
        const badToken =
          error instanceof RequestValidationError && error.errors?.some((e) => e.field === 'token');
        return sendError(badToken ? new AppError(400, AUTH_MESSAGES.resetInvalid) : error, request, reply);
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.ip);
      return { success: true as const, message: AUTH_MESSAGES.resetDone };
    },
  );
}

/** The signed-in creator's session and account. */
export async function sessionRoutes(
  app: CreatorApi,
  auth: AuthService,
  sessions: SessionStore,
): Promise<void> {
  app.post('/auth/logout', { schema: contract.logout }, async (request) => {
    await sessions.end(request.auth.sessionId);
    return { success: true as const, message: AUTH_MESSAGES.loggedOut };
  });

  app.post('/auth/logout-others', { schema: contract.logoutOthers }, async (request) => {
    const { userId, sessionId } = request.auth;
    const ended = await sessions.endOthers(userId, sessionId);
    return { success: true as const, message: AUTH_MESSAGES.otherSessionsEnded, data: { ended } };
  });

  app.get('/auth/me', { schema: contract.me }, async (request) => {
    return { success: true as const, data: { user: presentSelf(await auth.me(request.auth)) } };
  });

  app.get('/users/profile/theme', { schema: contract.theme }, async (request) => {
    return { success: true as const, data: { theme: presentTheme(await auth.me(request.auth)) } };
  });
}
