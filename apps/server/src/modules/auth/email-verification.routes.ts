import { authContract as contract, VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import type { FastifyInstance } from 'fastify';
import { presentSelf } from '../../accounts/user.presenter';
import type { CreatorApi } from '../../http/api';
import { VERIFY_EMAIL_PATH } from '../../lib/email-verification-link';
import type { AuthDeps } from './auth-deps';
import { EmailVerificationService } from './email-verification.service';
import { verifyEmailPage } from './verify-email-page';

/** The signed-in creator's verification: resend the link, change the email (issue 22). */
export async function emailVerificationRoutes(app: CreatorApi, deps: AuthDeps): Promise<void> {
  const verification = new EmailVerificationService(deps);

  app.post('/auth/verification/resend', { schema: contract.resendVerification }, async (request) => {
    await verification.resend(request.auth.userId);
    return { success: true as const, message: VERIFICATION_MESSAGES.resent };
  });

  app.put('/auth/email', { schema: contract.changeEmail }, async (request) => {
    const user = await verification.changeEmail(request.auth.userId, request.body);
    return {
      success: true as const,
      message: VERIFICATION_MESSAGES.changed,
      data: { user: presentSelf(user) },
    };
  });
}

/** GET /verificar-email?token=…: verifies, then shows the result (server-rendered, no script needed). */
export async function verifyEmailPageRoute(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const verification = new EmailVerificationService(deps);
  app.get(VERIFY_EMAIL_PATH, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const verified = typeof token === 'string' && (await verification.verify(token));
    return reply
      .status(verified ? 200 : 400)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(verifyEmailPage(verified));
  });
}
