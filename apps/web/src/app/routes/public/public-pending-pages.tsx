import { useParams } from 'react-router';
import { PendingPage } from '../pending-page';

/** Placeholders for the public pages (spec 01 §2), built separately with server rendering. */

export function PublicProfilePending() {
  const { username = '' } = useParams();
  return <PendingPage title={`@${username}`} />;
}

export function PublicEventsPending() {
  const { username = '' } = useParams();
  return <PendingPage title={`Eventos de @${username}`} />;
}

export function PublicEventPending() {
  return <PendingPage title="Evento" />;
}
