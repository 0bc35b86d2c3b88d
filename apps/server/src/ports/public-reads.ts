import type {
  PublicEvent,
  PublicEventCounts,
  PublicEventOwner,
  PublicEventsQuery,
  PublicPagination,
  PublicProfile,
  PublicUserEventsQuery,
} from '@enlaza/shared/public';
import type { ThemeRow } from '../accounts/theme.presenter';

/** A creator as the public pages read them (the row behind a public profile). */
export interface PublicCreatorRow extends ThemeRow {
  id: number;
  username: string;
  full_name: string;
  bio: string;
  profile_image: string | null;
  /** 0/1: 'Contenido para mayores de 18'. */
  sensitive_content: number;
  /** 0/1: the 'Recibe novedades' block is on (issue 24). */
  fan_signup_enabled: number;
  category_icon: string | null;
  category_name: string | null;
  /** An operator suspended the page (issue 22): every public read of it answers 403. */
  suspended: boolean;
}

export type OwnedPublicEvent = PublicEvent & { user: PublicEventOwner };

/** An event with its organiser's id (kept on the server: page views are counted against it). */
export interface OwnedPublicEventWithId {
  event: OwnedPublicEvent;
  ownerId: number;
}

export interface UserEventsPage {
  user: PublicEventOwner;
  events: PublicEvent[];
  counts: PublicEventCounts;
  pagination: PublicPagination;
}

/**
 * Everything visitors can read, cached. A suspended creator's page, events and cards are refused
 * with `PageSuspendedError` (403 'Esta página fue suspendida'); listings leave them out. Offered by public; its JSON API and the server-rendered
 * pages both read through it, so they show the same data. Answers are shared cached objects (render
 * caches key on them): never change one.
 */
export interface PublicReads {
  creator(rawUsername: string): Promise<PublicCreatorRow | null>;
  /** The creator's current username when `rawUsername` is one they gave up, else null. */
  renamedTo(rawUsername: string): Promise<string | null>;
  /** Whether `rawUsername` belonged to an account erased in the last 30 days (its page answers 410). */
  erasedRecently(rawUsername: string): Promise<boolean>;
  profile(rawUsername: string): Promise<{ creator: PublicCreatorRow; profile: PublicProfile } | null>;
  userEvents(rawUsername: string, query: PublicUserEventsQuery): Promise<UserEventsPage | null>;
  events(query: PublicEventsQuery): Promise<{ events: PublicEvent[]; pagination: PublicPagination }>;
  event(id: number): Promise<OwnedPublicEvent | null>;
  /** A published or finished event. */
  eventWithOwnerId(id: number): Promise<OwnedPublicEventWithId | null>;
  /** A cancelled event, for its own page only (printed QR codes keep being scanned). */
  cancelledEventWithOwnerId(id: number): Promise<OwnedPublicEventWithId | null>;
}
