import { PUBLIC_MESSAGES, parseEventTab } from '@enlaza/shared/public';
import { useParams, useSearchParams } from 'react-router';
import { getClientConfig } from '../../../config/client-config';
import { getUserEvents } from '../../../features/public-events/api/get-user-events';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicLoading } from './public-loading';
import { PublicPageView } from './public-page';
import { usePublicData } from './use-public-data';
import { useRecordView } from './use-record-view';
import '../../../styles/public.css';

/** /u/{username}/events reached inside the app. */
export default function PublicEventsRoute() {
  const { username = '' } = useParams();
  const [search] = useSearchParams();
  const tab = parseEventTab(search.get('tab'));
  const state = usePublicData(
    queryKeys.public.events(username, tab),
    (signal) => getUserEvents(username, tab, signal),
    PUBLIC_MESSAGES.userEventsLoadFailed,
  );
  const user = state.status === 'ready' ? state.data.user : null;
  useDocumentTitle(user ? `${PUBLIC_MESSAGES.eventsOf} ${user.full_name}` : PUBLIC_MESSAGES.userNotFound);
  useRecordView(user ? user.username : null, 'events');
  if (state.status === 'loading') return <PublicLoading />;
  const { publicUrl } = getClientConfig();
  if (state.status === 'error') {
    return <PublicPageView input={{ page: { kind: 'not-found', what: 'events', username }, publicUrl }} />;
  }
  const { events, counts } = state.data;
  return (
    <PublicPageView
      input={{ page: { kind: 'events', user: state.data.user, tab, events, counts }, publicUrl }}
    />
  );
}
