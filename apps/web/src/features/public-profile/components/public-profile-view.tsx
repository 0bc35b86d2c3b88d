import type { PublicGoal, PublicProfile } from '@enlaza/shared/public';
import type { ReactNode } from 'react';
import { shownGoal, takesContributions } from '../utils/profile-view';
import { useLiveProfile } from '../utils/use-live-profile';
import { OwnerBackLink } from './owner-back-link';
import { ProfileHeader } from './profile-header';
import { ProfileLinks } from './profile-links';
import { PublicGoalCard } from './public-goal-card';
import { PublicTransferBlock } from './public-transfer-block';
import { SocialIcons } from './social-icons';
import { SupportersSection } from './supporters-section';
import { UpcomingEvents } from './upcoming-events';

interface PublicProfileViewProps {
  profile: PublicProfile;
  /** The response's fallback goal, used when `profile.goals` is empty. */
  goal?: PublicGoal | null;
  share: ReactNode;
  /** The featured music block, when the creator has one. */
  music?: ReactNode;
  /** The contribute button of the goal card, when the creator can receive donations. */
  contribute?: ReactNode;
  /** The 'Aporte mensual' block, when the creator has open monthly tiers. */
  monthly?: ReactNode;
  /** The 'Recibe novedades' block (issue 24), when the creator turned it on. */
  fans?: ReactNode;
  /** 'Novedades' (issue 35): the latest public posts, when there are any. */
  posts?: ReactNode;
  linkIcon: (icon: string) => ReactNode;
}

/** The public profile page of spec 01 §2, the same on the server and in the browser (plus live goal updates). */
export function PublicProfileView({
  profile,
  goal,
  share,
  music,
  contribute,
  monthly,
  fans,
  posts,
  linkIcon,
}: PublicProfileViewProps) {
  // The bar moves and the new supporter shows when a donation is approved, without a reload.
  const live = useLiveProfile(profile.username, shownGoal(profile, goal ?? null), profile.supporters);
  const shown = live.goal;
  return (
    <main className="pp-main" id="contenido">
      <div className="pp-topbar">
        <OwnerBackLink username={profile.username} />
        {share}
      </div>
      <ProfileHeader profile={profile} />
      <SocialIcons username={profile.username} creatorName={profile.full_name} items={profile.social ?? []} />
      {music}
      <nav className="pp-links-nav" aria-label="Enlaces">
        <ProfileLinks links={profile.links} icon={linkIcon} />
      </nav>
      {shown && <PublicGoalCard goal={shown} contribute={contribute} />}
      {profile.transfer ? <PublicTransferBlock transfer={profile.transfer} /> : null}
      {posts}
      {monthly}
      {fans}
      <SupportersSection
        username={profile.username}
        creatorName={profile.full_name}
        supporters={live.supporters}
        hasMore={profile.has_more_supporters}
        open={takesContributions(profile)}
      />
      <UpcomingEvents
        username={profile.username}
        events={profile.upcoming_events}
        hasMore={profile.has_more_events}
      />
    </main>
  );
}
