import type { VerifyEmailPage } from '../auth/verify-email-page';
import type { DonationsClosedReason } from '../donations/closed';
import type { DonorChoicesValues } from '../donations/donor-choices';
import type { EventGorra } from '../donations/gorra-card';
import type { SupportersPage } from '../donations/supporters';
import type { FanSubscriptionPage } from '../fans/subscription-page';
import type { MonthlyCancelPage } from '../monthly/cancel-page';
import type { MonthlySubscribePage } from '../monthly/subscribe-page';
import type { PostsPage } from '../posts/page';
import type { ReportPage, SuspendedPage } from '../reports/page';
import type { PublicEvent, PublicEventCounts, PublicEventOwner, PublicGoal, PublicProfile } from './contract';
import type { EventTab } from './messages';

/** One server-rendered public page: the same object is rendered on the server and hydrated in the browser. */
export type PublicPage =
  | { kind: 'profile'; profile: PublicProfile }
  | {
      kind: 'events';
      user: PublicEventOwner;
      tab: EventTab;
      events: PublicEvent[];
      counts: PublicEventCounts;
    }
  | {
      kind: 'event';
      event: PublicEvent & { user: PublicEventOwner };
      qrDataUrl: string | null;
      /** 'Pasar la gorra' (server-rendered page only; the app's own route leaves it out). */
      gorra?: EventGorra | null;
    }
  | DonatePage
  | SupportersWallPage
  | ReportPage
  | MonthlyCancelPage
  | SuspendedPage
  | { kind: 'not-found'; what: 'profile' | 'events' | 'event' | 'link'; username: string }
  /** The name of an account erased in the last 30 days: 410 'Esta página ya no existe'. */
  | { kind: 'gone'; username: string }
  | AdultGatePage
  | VerifyEmailPage
  | FanSubscriptionPage
  | MonthlySubscribePage
  | PostsPage;

/**
 * 'Contenido para mayores de 18': shown before such a page until the visitor confirms their age.
 * A plain form (POST `action`) that sets a cookie for a year and comes back to `next`.
 */
export interface AdultGatePage {
  kind: 'adult-gate';
  creator: Pick<PublicProfile, 'username' | 'theme'>;
  action: string;
  next: string;
}

/** The fields of the donation form that works without JavaScript (/u/{username}/aportar). */
export type DonateField = 'goal_id' | 'amount' | 'donor_name' | 'donor_email' | 'message';

/**
 * The server-rendered donation form: what was typed and what was wrong with it. `goal` is null when
 * the creator has no active goal or cannot receive donations now. Rendered on the server only: the
 * browser leaves it is (a plain form needs no script).
 */
export interface DonatePage {
  kind: 'donate';
  creator: Pick<PublicProfile, 'full_name' | 'username' | 'profile_image' | 'theme'>;
  goal: Pick<PublicGoal, 'id' | 'title' | 'current_amount' | 'target_amount'> | null;
  /** Why the page takes no donations now (`goal` is null), told to the visitor in their terms. */
  closed: DonationsClosedReason | null;
  values: { amount: string; donor_name: string; message: string } & DonorChoicesValues;
  errors: Partial<Record<DonateField, string>>;
  /** A message for the whole form (the goal closed, too many attempts, the provider is down). */
  formError: string | null;
  /** The creator's suggested amounts in today's pesos (issue 33); absent or null: the default chips. */
  chips?: number[] | null;
}

/**
 * /u/{username}/apoyos: every approved contribution, paginated, rendered on the server only (it
 * needs no script). A report ('Denunciar') posts to the server and comes back here.
 */
export interface SupportersWallPage {
  kind: 'supporters';
  /** When it was rendered (the server's clock): the entries say how long ago from then. */
  now: string;
  creator: Pick<PublicProfile, 'full_name' | 'username' | 'profile_image' | 'theme'>;
  wall: SupportersPage;
  /** A report was received (the page after its redirect). */
  reported: boolean;
  /** A report refused: which entry, what was typed, why. */
  reportError: { entryId: string; reason: string; message: string } | null;
}

export interface PublicPageInput {
  page: PublicPage;
  /** Absolute base of the site, e.g. 'https://enlaza.ar' (share links, canonical, QR). */
  publicUrl: string;
  /** Absolute URL of the page's share card (og:image), when the server made one for it. */
  shareImage?: string;
}

export interface RenderedPublicPage {
  /** Markup for inside #root. */
  html: string;
  /** Title, description, canonical and Open Graph / Twitter tags. */
  head: string;
}
