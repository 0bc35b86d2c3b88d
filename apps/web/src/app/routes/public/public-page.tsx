import { USERNAME_PATTERN } from '@enlaza/shared/limits';
import { PUBLIC_MESSAGES, type PublicPage, type PublicPageInput, publicUrls } from '@enlaza/shared/public';
import { DonateButton, DonationsUnavailable } from '../../../features/checkout/components/donate-button';
import { FanSignupBlock } from '../../../features/fans/components/fan-signup-block';
import { LinkIconGlyph } from '../../../features/links/components/link-icon';
import { MonthlyBlock } from '../../../features/monthly/components/monthly-block';
import { PublicMonthlyGoal } from '../../../features/monthly/components/public-monthly-goal';
import { trackMusicClick } from '../../../features/music-widget/api/track-music-click';
import { MusicWidget } from '../../../features/music-widget/components/music-widget';
import { ReportPageLink } from '../../../features/page-reports/components/report-page-link';
import { PublicPostsSection } from '../../../features/posts/components/public-posts-section';
import { EventDetailView } from '../../../features/public-events/components/event-detail-view';
import { EventsListView } from '../../../features/public-events/components/events-list-view';
import {
  EventNotFound,
  LinkNotFound,
  UserNotFound,
} from '../../../features/public-events/components/not-found-views';
import { countDonateOpened } from '../../../features/public-profile/api/count-donate-opened';
import { ProfileNotFound } from '../../../features/public-profile/components/profile-not-found';
import { PublicProfileView } from '../../../features/public-profile/components/public-profile-view';
import { ViewPixel } from '../../../features/public-profile/components/view-pixel';
import { ShareButton } from '../../../features/share/components/share-button';
import { ShareIcon } from '../../../features/share/components/share-icon';
import { PublicShell } from './public-shell';

/**
 * One public page, assembled from the public features. The server renders it (entry-server.tsx),
 * the browser brings its islands to life without React (public-main.ts) and the app's own routes show
 * it after fetching: the same markup everywhere, so all three agree. No router in here: every link is a plain <a href>.
 */
export function PublicPageView({ input }: { input: PublicPageInput }) {
  return <PublicPageBody page={input.page} publicUrl={input.publicUrl} />;
}

function PublicPageBody({ page, publicUrl }: { page: PublicPage; publicUrl: string }) {
  switch (page.kind) {
    case 'profile': {
      const { profile } = page;
      const content = profile.spotify_connection?.content ?? null;
      const goal = profile.goals[0] ?? null;
      return (
        <PublicShell theme={profile.theme} footer={<ReportPageLink username={profile.username} />}>
          <PublicProfileView
            profile={profile}
            linkIcon={(icon) => <LinkIconGlyph icon={icon} size={20} />}
            share={
              <ShareButton
                className="pp-pill-button"
                copiedMessage={PUBLIC_MESSAGES.linkCopied}
                label={PUBLIC_MESSAGES.shareProfile}
                data={{
                  url: publicUrls.profile(publicUrl, profile.username),
                  title: `${profile.full_name} (@${profile.username})`,
                  text: profile.bio || undefined,
                }}
              >
                <ShareIcon /> {PUBLIC_MESSAGES.share}
              </ShareButton>
            }
            music={
              content && (
                <MusicWidget content={content} onListen={(url) => trackMusicClick(profile.username, url)} />
              )
            }
            posts={<PublicPostsSection username={profile.username} posts={profile.posts ?? []} />}
            monthly={
              <>
                <PublicMonthlyGoal goal={profile.monthly_goal ?? null} />
                <MonthlyBlock username={profile.username} tiers={profile.monthly_tiers ?? []} />
              </>
            }
            fans={
              profile.fan_signup ? (
                <FanSignupBlock username={profile.username} creatorName={profile.full_name} />
              ) : null
            }
            contribute={
              goal &&
              (profile.donations_enabled ? (
                <DonateButton
                  goalId={goal.id}
                  goalTitle={goal.title}
                  creatorName={profile.full_name}
                  chips={profile.donation_chips}
                  formHref={publicUrls.donate('', profile.username)}
                  onOpen={() => countDonateOpened(profile.username)}
                />
              ) : (
                <DonationsUnavailable />
              ))
            }
          />
          <ViewPixel identity={{ username: profile.username, page: 'profile' }} />
        </PublicShell>
      );
    }
    case 'events':
      return (
        <PublicShell theme={page.user.theme}>
          <EventsListView user={page.user} tab={page.tab} events={page.events} counts={page.counts} />
          <ViewPixel identity={{ username: page.user.username, page: 'events' }} />
        </PublicShell>
      );
    case 'event': {
      const { event } = page;
      const data = {
        url: publicUrls.event(publicUrl, event.user.username, event.id),
        title: event.title,
        text: `${event.title} · ${event.user.full_name}`,
      };
      return (
        <PublicShell theme={event.user.theme} footer={<ReportPageLink username={event.user.username} />}>
          <EventDetailView
            event={event}
            qrDataUrl={page.qrDataUrl}
            gorra={page.gorra}
            heroShare={
              <ShareButton
                className="pp-pill-button"
                copiedMessage={PUBLIC_MESSAGES.eventLinkCopied}
                data={data}
              >
                <ShareIcon /> {PUBLIC_MESSAGES.share}
              </ShareButton>
            }
            shareButton={
              <ShareButton
                className="pp-button-outline"
                copiedMessage={PUBLIC_MESSAGES.eventLinkCopied}
                data={data}
              >
                {PUBLIC_MESSAGES.shareEvent}
              </ShareButton>
            }
          />
          <ViewPixel identity={{ username: event.user.username, page: 'event', eventId: event.id }} />
        </PublicShell>
      );
    }
    case 'donate':
    case 'supporters':
    case 'report':
    case 'suspended':
    case 'monthly-cancel':
    case 'gone':
    case 'adult-gate':
    case 'verify-email':
    case 'fan-subscription':
    case 'monthly-subscribe':
    case 'posts':
      // Rendered by the server entry alone (plain pages and forms): the public script never loads them.
      return null;
    case 'not-found':
      return (
        <PublicShell>
          {page.what === 'profile' && <ProfileNotFound username={page.username} />}
          {page.what === 'events' && <UserNotFound username={page.username} />}
          {page.what === 'link' && <LinkNotFound />}
          {page.what === 'event' && (
            <EventNotFound username={USERNAME_PATTERN.test(page.username) ? page.username : undefined} />
          )}
        </PublicShell>
      );
  }
}
