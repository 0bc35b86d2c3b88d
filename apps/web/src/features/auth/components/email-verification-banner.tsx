import { VERIFICATION_MESSAGES as T } from '@enlaza/shared/auth';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FlashMessage } from '../../../components/ui/flash-message';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useCurrentUserQuery } from '../api/current-user';
import { useResendVerification } from '../api/resend-verification';

/**
 * Issue 22: while the creator's email is not verified, every dashboard screen says so, with
 * 'Reenviar' (the server throttles it). A user cached before the feature (no flag) is not asked.
 */
export function EmailVerificationBanner() {
  const { user, updateUser } = useAuth();
  const unverified = user?.email_verified === false;
  const current = useCurrentUserQuery(unverified);
  const resend = useResendVerification();
  const { flash, showSuccess, showError } = useFlashMessage();

  const fresh = current.data;
  useEffect(() => {
    if (!fresh || !user) return;
    if (fresh.email_verified !== user.email_verified || fresh.email !== user.email) {
      updateUser({ email_verified: fresh.email_verified, email: fresh.email });
    }
  }, [fresh, user, updateUser]);

  if (!user || !unverified) return null;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => showSuccess(answer.message || T.resent),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void current.refetch();
        showError(error instanceof ApiError && error.serverMessage ? error.serverMessage : T.resendFailed);
      },
    });

  return (
    <section className="verify-banner" aria-label={T.banner} data-testid="verify-email-banner">
      <Alert tone="info" title={T.banner}>
        <p>{T.bannerHint(user.email)}</p>
        <Button variant="secondary" size="sm" onClick={send} loading={resend.isPending}>
          {resend.isPending ? T.resending : T.resend}
        </Button>
      </Alert>
      <FlashMessage flash={flash} />
    </section>
  );
}
