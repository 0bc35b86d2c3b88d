import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useReactivateCreator } from '../api/admin-actions';
import { SuspendDialog } from './suspend-dialog';

/** 'Suspender página' (asks the reason) or 'Reactivar', and what came of it; none on one's own account. */
export function CreatorActions(props: { creator: { id: number; username: string }; suspended: boolean }) {
  const { user } = useAuth();
  if (user?.id === props.creator.id) {
    return <p className="admin-muted">{ADMIN_MESSAGES.creators.ownAccount}</p>;
  }
  return <CreatorActionButtons {...props} />;
}

function CreatorActionButtons({
  creator,
  suspended,
}: {
  creator: { id: number; username: string };
  suspended: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const reactivate = useReactivateCreator();
  const failure = reactivate.error;
  return (
    <div className="admin-actions">
      {suspended ? (
        <Button
          variant="secondary"
          size="sm"
          loading={reactivate.isPending}
          onClick={() => reactivate.mutate(creator.id, { onSuccess: (answer) => setNotice(answer.message) })}
        >
          {ADMIN_MESSAGES.creators.reactivate}
        </Button>
      ) : (
        <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
          {ADMIN_MESSAGES.creators.suspend}
        </Button>
      )}
      <p className="admin-notice" role="status">
        {notice}
      </p>
      {failure ? (
        <p className="admin-error" role="alert">
          {(failure instanceof ApiError && failure.serverMessage) || ADMIN_MESSAGES.loadError}
        </p>
      ) : null}
      {asking ? (
        <SuspendDialog
          creator={creator}
          onClose={() => setAsking(false)}
          onDone={(message) => {
            setAsking(false);
            setNotice(message);
          }}
        />
      ) : null}
    </div>
  );
}
