import { ADULT_CONFIRM_PATH, hasAdultCookie, PUBLIC_MESSAGES, publicUrls } from '@enlaza/shared/public';
import { useParams } from 'react-router';
import { getClientConfig } from '../../../config/client-config';
import { getPublicProfile } from '../../../features/public-profile/api/get-public-profile';
import { AdultGateView } from '../../../features/public-profile/components/adult-gate-view';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicLoading } from './public-loading';
import { PublicPageView } from './public-page';
import { PublicShell } from './public-shell';
import { usePublicData } from './use-public-data';
import { useRecordView } from './use-record-view';
import '../../../styles/public.css';

/** /u/{username} reached inside the app: the same page the server renders, fetched here. */
export default function PublicProfileRoute() {
  const { username = '' } = useParams();
  const state = usePublicData(
    queryKeys.public.profile(username),
    (signal) => getPublicProfile(username, signal),
    PUBLIC_MESSAGES.profileLoadFailed,
  );
  const profile = state.status === 'ready' ? state.data.user : null;
  useDocumentTitle(profile ? `${profile.full_name} (@${profile.username})` : PUBLIC_MESSAGES.profileNotFound);
  useRecordView(profile ? profile.username : null, 'profile');
  if (state.status === 'loading') return <PublicLoading />;
  const { publicUrl } = getClientConfig();
  if (state.status === 'error' || !profile) {
    // Spec 01 §8: any failure to load shows the not-found state.
    return <PublicPageView input={{ page: { kind: 'not-found', what: 'profile', username }, publicUrl }} />;
  }
  if (profile.sensitive_content && !hasAdultCookie(document.cookie)) {
    // The same interstitial the server renders: its form posts to the server and comes back here.
    const next = publicUrls.profile('', profile.username);
    const page = { kind: 'adult-gate', creator: profile, action: ADULT_CONFIRM_PATH, next } as const;
    return (
      <PublicShell theme={profile.theme}>
        <AdultGateView page={page} />
      </PublicShell>
    );
  }
  // The response's `goal` stands in when the list is empty (spec 01 §3).
  const fallback = state.status === 'ready' ? state.data.goal : null;
  const goals = profile.goals.length || !fallback ? profile.goals : [fallback];
  return <PublicPageView input={{ page: { kind: 'profile', profile: { ...profile, goals } }, publicUrl }} />;
}
