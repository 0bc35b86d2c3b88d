/**
 * Mercado Pago subscription notifications after their signature and request id were checked.
 * Offered by monthly support; the donations' webhook receives them and hands them over. The ids
 * are only what to ask the provider; `sellerId` (unsigned) only whose token to ask with.
 */
export interface SubscriptionNotifications {
  /** `subscription_preapproval`: `subscriptionId` is the provider's subscription (preapproval) id. */
  onSubscription(subscriptionId: string, sellerId: string | null): Promise<string>;
  /** `subscription_authorized_payment`: `invoiceId` is the provider's invoice (authorized payment) id. */
  onInvoice(invoiceId: string, sellerId: string | null): Promise<string>;
}

/** The provider could not be reached: the notification must be delivered again later (503). */
export class SubscriptionProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('subscriptions provider unavailable', { cause });
    this.name = 'SubscriptionProviderUnavailableError';
  }
}
