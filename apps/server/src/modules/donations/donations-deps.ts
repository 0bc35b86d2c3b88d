import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import type { OutboundEvents } from '../../ports/outbound-events';
import type { PublicPageChanges } from '../../ports/public-page-changes';
import type { QrOrderNotifications } from '../../ports/qr-order-notifications';
import type { SubscriptionNotifications } from '../../ports/subscription-notifications';

/** The creator's webhooks (issue 37), queued in the donation's own transaction. */
export type DonationEvents = OutboundEvents<Transaction<DB>>;

/** What the donations slice is built from: infrastructure, the creator's payment access, and the public pages it tells. */
export type DonationsDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter'
> & {
  access: CreatorPaymentAccess;
  pageChanges: PublicPageChanges;
  /** Monthly support's side of the webhook (subscription and invoice topics). */
  subscriptions: SubscriptionNotifications;
  /** The creator's webhooks: approvals and refunds queued with the change (issue 37). */
  outboundEvents: DonationEvents;
  /** 'Modo gorra''s side of the webhook (the `order` topic). */
  orders: QrOrderNotifications;
};
