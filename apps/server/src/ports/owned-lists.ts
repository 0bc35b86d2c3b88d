import type { ReceivedDonation } from '@enlaza/shared/donations';
import type { CreatorEvent } from '@enlaza/shared/events';
import type { Subscriber } from '@enlaza/shared/fans';
import type { Goal } from '@enlaza/shared/goals';
import type { GorraPlace } from '@enlaza/shared/gorra';
import type { Link } from '@enlaza/shared/links';
import type { Post } from '@enlaza/shared/posts';
import type { SocialItem } from '@enlaza/shared/social';
import type { MusicItem } from '@enlaza/shared/spotify';
import type { ConfirmedTransfer, TransferDetails } from '@enlaza/shared/transfers';

/** A creator's links as they see them. Offered by links; the account export reads it. */
export interface OwnedLinks {
  list(userId: number): Promise<Link[]>;
}

/** A creator's goals as they see them (the active one first). Offered by goals; the account export reads it. */
export interface OwnedGoals {
  list(userId: number): Promise<Goal[]>;
}

/** Every event of a creator as they see it, any status, in calendar order. Offered by events; the account export reads it. */
export interface OwnedEvents {
  list(userId: number): Promise<CreatorEvent[]>;
}

/** Every donation a creator received, newest first. Offered by donations; the account export reads it. */
export interface OwnedDonations {
  list(userId: number): Promise<ReceivedDonation[]>;
}

/** The track or album a creator features, as they see it (null when none). Offered by music; the account export reads it. */
export interface OwnedMusic {
  featured(userId: number): Promise<MusicItem | null>;
}

/** A creator's confirmed fans' addresses (issue 24), newest first. Offered by subscribers; the exports read it. */
export interface OwnedSubscribers {
  list(userId: number): Promise<Subscriber[]>;
}

/** A creator's social icons row as they see it (issue 24). Offered by social; the account export reads it. */
export interface OwnedSocial {
  list(userId: number): Promise<SocialItem[]>;
}

/** A creator's posts as they see them (issue 35), newest first, any status. Offered by posts; the account export reads it. */
export interface OwnedPosts {
  list(userId: number): Promise<Post[]>;
}

/** Every transfer a creator confirmed (issue 32), latest arrival first. Offered by transfers; the exports read it. */
export interface OwnedTransfers {
  list(userId: number): Promise<ConfirmedTransfer[]>;
  /** The alias or CVU they show, or null. */
  details(userId: number): Promise<TransferDetails | null>;
}

/** Where the creator plays or sells, kept for their QR store (issue 32), or null. Offered by gorra; the account export reads it. */
export interface OwnedGorraPlace {
  place(userId: number): Promise<GorraPlace | null>;
}
