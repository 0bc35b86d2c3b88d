import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { type Subscriber, SUBSCRIBER_MESSAGES as T } from '@enlaza/shared/fans';
import { Button } from '../../../components/ui/button';

/** Small screens (below 768 px, where the table is hidden): one card per fan, with 'Eliminar'. */
export function FanCards({
  subscribers,
  onDelete,
}: {
  subscribers: Subscriber[];
  onDelete: (subscriber: Subscriber) => void;
}) {
  return (
    <ul className="donation-cards" aria-label={T.screenTitle}>
      {subscribers.map((s) => (
        <li key={s.id} className="donation-card" data-testid="subscriber-card">
          <strong className="subscribers-email">{s.email}</strong>
          <p className="donation-card-meta">
            {formatArgentinaDateTime(s.confirmed_at)}
            <span aria-hidden="true"> · </span>
            <span className="subscribers-email">{s.source_page}</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="subscribers-card-delete"
            aria-label={T.deleteLabel(s.email)}
            onClick={() => onDelete(s)}
          >
            {T.delete}
          </Button>
        </li>
      ))}
    </ul>
  );
}
