import { authContract as contract, VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { presentSelf } from '../../accounts/user.presenter';
import type { CreatorApi } from '../../http/api';
import type { EmailVerificationService } from './email-verification.service';

/** The signed-in creator's verification: resend the link, change the email (issue 22). */
export async function emailVerificationRoutes(
  app: CreatorApi,
  verification: EmailVerificationService,
): Promise<void> {
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
