import type { AppDeps } from '../../app-deps';
import type {
  OwnedDonations,
  OwnedEvents,
  OwnedGoals,
  OwnedGorraPlace,
  OwnedLinks,
  OwnedMusic,
  OwnedPosts,
  OwnedSocial,
  OwnedSubscribers,
  OwnedTransfers,
} from '../../ports/owned-lists';

/** What the downloads are built from: the database and clock, and each slice as its owner sees it. */
export type ExportsDeps = Pick<AppDeps, 'database' | 'clock'> & {
  ownedLinks: OwnedLinks;
  ownedGoals: OwnedGoals;
  ownedEvents: OwnedEvents;
  ownedDonations: OwnedDonations;
  ownedMusic: OwnedMusic;
  ownedSubscribers: OwnedSubscribers;
  ownedSocial: OwnedSocial;
  ownedPosts: OwnedPosts;
  ownedTransfers: OwnedTransfers;
  ownedGorraPlace: OwnedGorraPlace;
};
