import { ADMIN_MESSAGES } from '@enlaza/shared/admin';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** A console list while it loads. */
export function AdminLoading() {
  return (
    <div className="admin-state" role="status">
      <Spinner /> <span>{ADMIN_MESSAGES.loading}</span>
    </div>
  );
}

/** A console list that could not be read: the message and 'Reintentar'. */
export function AdminLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="admin-state panel" role="alert">
      <p>{ADMIN_MESSAGES.loadError}</p>
      <Button variant="secondary" onClick={onRetry}>
        {ADMIN_MESSAGES.retry}
      </Button>
    </div>
  );
}

/** Nothing to list. */
export function AdminEmpty({ text }: { text: string }) {
  return <p className="admin-state panel">{text}</p>;
}
