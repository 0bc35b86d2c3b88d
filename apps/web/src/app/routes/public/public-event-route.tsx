import { PUBLIC_MESSAGES, type PublicEvent, type PublicEventOwner, publicUrls } from '@enlaza/shared/public';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { getClientConfig } from '../../../config/client-config';
import { getPublicEvent } from '../../../features/public-events/api/get-public-event';
import { EventNotFound } from '../../../features/public-events/components/not-found-views';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicLoading } from './public-loading';
import { PublicPageView } from './public-page';
import { PublicShell } from './public-shell';
import { usePublicData } from './use-public-data';
import { useRecordView } from './use-record-view';
import '../../../styles/public.css';

/** The QR the server draws into its page, drawn here when the app navigated to the event itself. */
function useEventQr(url: string | null): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((svg) => {
        if (live) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setDataUrl(null);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return dataUrl;
}

/** /e/{username}/{eventId} reached inside the app. */
export default function PublicEventRoute() {
  const { username = '', eventId = '' } = useParams();
  const state = usePublicData(
    queryKeys.public.event(eventId),
    (signal) => getPublicEvent(eventId, signal),
    PUBLIC_MESSAGES.eventPageLoadFailed,
  );
  const { publicUrl } = getClientConfig();
  const event: (PublicEvent & { user: PublicEventOwner }) | null =
    state.status === 'ready' && state.data.user.username === username.toLowerCase() ? state.data : null;
  const qr = useEventQr(event ? publicUrls.event(publicUrl, event.user.username, event.id) : null);
  useDocumentTitle(event ? event.title : state.status === 'loading' ? null : PUBLIC_MESSAGES.eventNotFound);
  useRecordView(event ? event.user.username : null, 'event');
  if (state.status === 'loading') return <PublicLoading />;
  if (!event) {
    const message = state.status === 'error' && !state.notFound ? state.message : undefined;
    return (
      <PublicShell>
        <EventNotFound message={message} />
      </PublicShell>
    );
  }
  return <PublicPageView input={{ page: { kind: 'event', event, qrDataUrl: qr }, publicUrl }} />;
}
