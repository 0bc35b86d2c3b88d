import { SUSPENDED_NOTICE } from '@enlaza/shared/admin';
import type { SessionUser } from '@enlaza/shared/auth';
import { Alert } from '../ui/alert';

/** The dashboard's notice while an operator keeps the creator's page suspended (issue 22), with why. */
export function SuspensionNotice({ user }: { user: SessionUser | null }) {
  const suspension = user?.suspension;
  if (!suspension) return null;
  return (
    <div className="dash-suspension">
      <Alert tone="error" title={SUSPENDED_NOTICE.title}>
        <p>{SUSPENDED_NOTICE.text}</p>
        {suspension.reason ? <p>{SUSPENDED_NOTICE.reason(suspension.reason)}</p> : null}
      </Alert>
    </div>
  );
}
