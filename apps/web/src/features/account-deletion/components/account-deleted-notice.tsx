import { ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';

/** The navigation state that takes a creator who just deleted the account to the home page. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

function cameFromDeletion(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'accountDeleted' in state && state.accountDeleted === true
  );
}

/**
 * On the home page after 'Eliminar mi cuenta': says it is done, in Spanish, and takes the focus so a
 * screen reader reads it. Only for that navigation (a reload or a later visit shows nothing).
 */
export function AccountDeletedNotice() {
  const { state } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const show = cameFromDeletion(state);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show]);
  if (!show) return null;
  return (
    <div ref={ref} className="landing-notice" tabIndex={-1} data-testid="account-deleted-notice">
      <Alert tone="success" title={M.deleted}>
        <p>{M.deletedDetail}</p>
      </Alert>
    </div>
  );
}
