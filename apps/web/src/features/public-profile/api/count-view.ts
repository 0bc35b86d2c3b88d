import { TRACK_VIEW_PATH, TRACKED_PAGES, type TrackedPageKind } from '@enlaza/shared/tracking';
import { sendBeacon } from '../../../lib/send-beacon';

let sent = false;

function isTrackedPage(value: string | undefined): value is TrackedPageKind {
  return (TRACKED_PAGES as readonly string[]).includes(value ?? '');
}

/**
 * Counts this page opening once, after the page has loaded: the server never counts a page while
 * rendering it (a cache may answer instead). The page names itself in its markup (ViewPixel), and the
 * visitor's referrer goes along, since the beacon's own Referer is the page itself.
 */
export function countView(): void {
  const marker = document.querySelector<HTMLElement>('noscript[data-view-page]');
  const username = marker?.dataset.viewUser;
  const page = marker?.dataset.viewPage;
  if (sent || !username || !isTrackedPage(page)) return;
  sent = true;
  const eventId = Number(marker?.dataset.viewEvent) || null;
  const send = () =>
    sendBeacon(
      TRACK_VIEW_PATH,
      {
        username,
        page,
        event_id: eventId,
        referrer: document.referrer || undefined,
        search: location.search || undefined,
      },
      'Error al registrar la visita',
    );
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
