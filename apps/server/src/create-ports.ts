import type { AppDeps } from './app-deps';
import { activityFeed } from './modules/activity/activity-ports';
import { accountSignIn } from './modules/auth/auth-ports';
import { ownedDonations } from './modules/donations/donations-ports';
import { ownedEvents } from './modules/events/events-ports';
import { ownedSubscribers } from './modules/fans/fans-ports';
import { featuredRanking } from './modules/featured/featured-ports';
import { eventQrOrders, ownedGorraPlace } from './modules/gorra/gorra-ports';
import { ownedLinks } from './modules/links/links-ports';
import { ownedMusic } from './modules/music/music-ports';
import { ownedPosts, postMailOptOut } from './modules/posts/posts-ports';
import { ownedSocial } from './modules/social/social-ports';
import { ownedTransfers } from './modules/transfers/transfers-ports';
import type { OwnedGoals } from './ports/owned-lists';

/** The services create-deps.ts built, as the port adapters below take them. */
export interface PortSources extends Pick<AppDeps, 'database' | 'clock'> {
  auth: Parameters<typeof accountSignIn>[0];
  links: Parameters<typeof ownedLinks>[0];
  social: Parameters<typeof ownedSocial>[0];
  goals: OwnedGoals;
  subscribers: Parameters<typeof ownedSubscribers>[0];
  posts: Parameters<typeof ownedPosts>[0];
  postMailings: Parameters<typeof postMailOptOut>[0];
  transfers: Parameters<typeof ownedTransfers>[0];
  gorra: Parameters<typeof ownedGorraPlace>[0];
}

/**
 * The ports that read or erase a creator's own data (the export and the deletion), sign-in for the
 * pages' forms, and the feeds the dashboard and the featured page read: each adapted in the slice
 * that offers it (`<module>-ports.ts`), built here from the services create-deps.ts made once.
 */
export function createPorts(sources: PortSources) {
  const { database, clock } = sources;
  return {
    eventQr: eventQrOrders(sources.gorra, clock),
    postMailOptOut: postMailOptOut(sources.postMailings),
    featured: featuredRanking({ database, clock }),
    activity: activityFeed(database),
    ownedLinks: ownedLinks(sources.links),
    ownedSocial: ownedSocial(sources.social),
    ownedGoals: sources.goals,
    ownedEvents: ownedEvents(database, clock),
    ownedDonations: ownedDonations(database),
    ownedMusic: ownedMusic(database),
    ownedSubscribers: ownedSubscribers(sources.subscribers),
    ownedPosts: ownedPosts(sources.posts),
    ownedTransfers: ownedTransfers(sources.transfers),
    ownedGorraPlace: ownedGorraPlace(sources.gorra),
    signIn: accountSignIn(sources.auth),
  };
}
