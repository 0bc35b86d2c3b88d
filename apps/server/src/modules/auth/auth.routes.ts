import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  type ResetPasswordInput,
  registerSchema,
  resetPasswordSchema,
} from '@enlaza/shared/auth-schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireAuth } from '../../plugins/authenticate';
import { presentSelf, presentTheme } from '../users/user.presenter';
import { AuthService } from './auth.service';

/**
 * A missing or malformed token is answered like an unknown one: the reset page then shows its
 * invalid-link state instead of a field error under the password.
 */
function parseResetInput(body: unknown): ResetPasswordInput {
  try {
    return parse(resetPasswordSchema, body);
  } catch (error) {
    if (error instanceof AppError && error.errors?.some((e) => e.field === 'token')) {
      throw new AppError(400, AUTH_MESSAGES.resetInvalid);
    }
    throw error;
  }
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = new AuthService(deps);

  app.post('/auth/register', async (request, reply) => {
    const input = parse(registerSchema, request.body);
    const data = await auth.register(input, request.ip);
    return reply.status(201).send({ success: true, data });
  });

  app.post('/auth/login', async (request) => {
    const input = parse(loginSchema, request.body);
    return { success: true, data: await auth.login(input, request.ip) };
  });

  app.post('/auth/logout', { preHandler: app.authenticate }, async (request) => {
    await deps.sessions.end(requireAuth(request).sessionId);
    return { success: true, message: AUTH_MESSAGES.loggedOut };
  });

  app.get('/auth/me', { preHandler: app.authenticate }, async (request) => {
    const user = presentSelf(await auth.me(requireAuth(request)));
    return { success: true, data: { user } };
  });

  app.get('/users/profile/theme', { preHandler: app.authenticate }, async (request) => {
    const theme = presentTheme(await auth.me(requireAuth(request)));
    return { success: true, data: { theme } };
  });

  app.post('/auth/forgot-password', async (request) => {
    const input = parse(forgotPasswordSchema, request.body);
    await auth.forgotPassword(input, request.ip);
    return { success: true, message: AUTH_MESSAGES.forgotSent };
  });

  app.post('/auth/reset-password', async (request) => {
    const input = parseResetInput(request.body);
    await auth.resetPassword(input, request.ip);
    return { success: true, message: AUTH_MESSAGES.resetDone };
  });
}
