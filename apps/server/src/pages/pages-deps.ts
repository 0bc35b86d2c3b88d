import type { AppDeps } from '../app-deps';
import type { AccountSignIn } from '../ports/account-sign-in';
import type { DonationCheckout } from '../ports/donation-checkout';
import type { EmailVerification } from '../ports/email-verification';
import type { EventQrOrders } from '../ports/event-qr-orders';
import type { FanSubscriptions } from '../ports/fan-subscriptions';
import type { FeaturedRanking } from '../ports/featured-ranking';
import type { MonthlyCancelDesk } from '../ports/monthly-cancel';
import type { MonthlySubscribePages } from '../ports/monthly-subscribe-pages';
import type { PageReports } from '../ports/page-reports';
import type { PageVisits } from '../ports/page-visits';
import type { PaymentReadiness } from '../ports/payment-readiness';
import type { PostAccess } from '../ports/post-access';
import type { PostMailOptOut } from '../ports/post-mail-opt-out';
import type { PublicReads } from '../ports/public-reads';
import type { PublishedPosts } from '../ports/published-posts';
import type { RaisedAmounts } from '../ports/raised-amounts';
import type { SupportersWall } from '../ports/supporters-wall';

/**
 * What the server-rendered pages are built from: a little infrastructure and the ports the modules
 * offer (wired in create-deps.ts). Pages never import a module.
 */
export type PagesDeps = Pick<AppDeps, 'config' | 'clock' | 'log' | 'rateLimiter'> & {
  publicReads: PublicReads;
  pageVisits: PageVisits;
  raised: RaisedAmounts;
  readiness: PaymentReadiness;
  checkout: DonationCheckout;
  featured: FeaturedRanking;
  supporters: SupportersWall;
  pageReports: PageReports;
  /** The 'botón de baja' (/baja). */
  monthlyCancel: MonthlyCancelDesk;
  /** Opens a verification link (/verificar-email). */
  emailVerification: EmailVerification;
  /** Fans' emails: the sign-up form without JavaScript and the mails' links. */
  subscribers: FanSubscriptions;
  /** Monthly supporters leaving a creator's post mails, on the fans' unsubscribe page (issue 35). */
  postMailOptOut: PostMailOptOut;
  /** Monthly support's subscribe and return pages. */
  monthly: { subscribePages: MonthlySubscribePages };
  /** Published public posts (issue 35). */
  publishedPosts: PublishedPosts;
  /** Supporters' access to gated posts (issue 35): the ask form, the mailed link, the cookie. */
  postAccess: PostAccess;
  /** 'Pagar con QR desde cualquier app' on an event's donation page (issue 32). */
  eventQr: EventQrOrders;
  /** Login and register without JavaScript (their form posts). */
  signIn: AccountSignIn;
};
