/**
 * Mercado Pago `order` notifications (in-person QR, integrations.md §8) after their signature and
 * request id were checked. Offered by 'Modo gorra'; the donations' webhook receives them and hands
 * them over. The id is only what to ask the provider; `sellerId` (unsigned) only whose token to ask with.
 */
export interface QrOrderNotifications {
  onOrder(providerOrderId: string, sellerId: string | null): Promise<string>;
}

/** The provider could not be reached: the notification must be delivered again later (503). */
export class QrOrderProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('QR orders provider unavailable', { cause });
    this.name = 'QrOrderProviderUnavailableError';
  }
}
