import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import { AppError } from '../../http/errors';
import {
  type SignatureCheck,
  verifyNotificationSignature,
} from '../../integrations/payments/webhook-signature';
import { QrOrderProviderUnavailableError } from '../../ports/qr-order-notifications';
import { SubscriptionProviderUnavailableError } from '../../ports/subscription-notifications';
import type { DonationsDeps } from './donations-deps';
import { readNotification } from './notification';
import { type PaymentSync, ProviderUnavailableError } from './payment-sync';
import { WebhookRequestsRepository } from './webhook-requests.repository';

/** How long an x-request-id is remembered: a replay inside this window is ignored. */
export const REQUEST_ID_MEMORY_MS = 24 * 60 * 60_000;

export interface IncomingNotification {
  signature: string | undefined;
  requestId: string | undefined;
  query: Record<string, unknown>;
  body: unknown;
}

/** Chargeback notifications: the Webhooks topic and the older IPN one (integrations.md §7). */
const CHARGEBACK_TOPICS = new Set(['topic_chargebacks_wh', 'chargebacks']);

export type NotificationOutcome =
  | { kind: 'payment'; outcome: string }
  | { kind: 'chargeback'; outcome: string }
  | { kind: 'unlink'; revoked: number }
  | { kind: 'subscription'; outcome: string }
  | { kind: 'invoice'; outcome: string }
  | { kind: 'order'; outcome: string }
  | { kind: 'repeat' }
  | { kind: 'ignored' };

export class InvalidSignatureError extends AppError {
  constructor(readonly check: Exclude<SignatureCheck, 'valid'>) {
    super(401, PAYMENT_MESSAGES.invalidSignature);
  }
}

/**
 * Mercado Pago notifications. The signature covers `data.id`, `x-request-id` and `ts` only, so
 * that is all this trusts; the rest of the body merely says what to ask the provider, and the
 * provider's answer decides: a payment is read and applied, a chargeback is read and each payment
 * it disputes applied with its evidence deadline, an unlinked account is revoked only
 * when its token is refused. Each x-request-id is acted on once.
 */
export class WebhookService {
  private readonly requests: WebhookRequestsRepository;

  constructor(
    private readonly deps: DonationsDeps,
    private readonly sync: PaymentSync,
  ) {
    this.requests = new WebhookRequestsRepository(deps.database.db);
  }

  async receive(input: IncomingNotification): Promise<NotificationOutcome> {
    const signedId = typeof input.query['data.id'] === 'string' ? input.query['data.id'] : undefined;
    const check = verifyNotificationSignature({
      secret: this.deps.config.payments.webhookSecret,
      header: input.signature,
      dataId: signedId,
      requestId: input.requestId,
      now: this.deps.clock.now(),
    });
    if (check !== 'valid') throw new InvalidSignatureError(check);

    const note = readNotification(input.body, input.query);
    if (!note.dataId || !input.requestId) return { kind: 'ignored' };
    if (!(await this.remember(input.requestId))) return { kind: 'repeat' };
    try {
      if (note.type === 'mp-connect') {
        const seller = note.userId ?? note.dataId;
        return { kind: 'unlink', revoked: await this.deps.access.confirmUnlinked(seller) };
      }
      if (note.type === 'payment') {
        return { kind: 'payment', outcome: await this.sync.onNotification(note.dataId, note.userId) };
      }
      // Monthly support (issue 21): read and applied by its own slice.
      if (note.type === 'subscription_preapproval') {
        return {
          kind: 'subscription',
          outcome: await this.deps.subscriptions.onSubscription(note.dataId, note.userId),
        };
      }
      if (note.type === 'subscription_authorized_payment') {
        return {
          kind: 'invoice',
          outcome: await this.deps.subscriptions.onInvoice(note.dataId, note.userId),
        };
      }
      // In-person QR orders (issue 32): read and applied by 'Modo gorra'.
      if (note.type === 'order') {
        return { kind: 'order', outcome: await this.deps.orders.onOrder(note.dataId, note.userId) };
      }
      if (note.type && CHARGEBACK_TOPICS.has(note.type)) {
        return { kind: 'chargeback', outcome: await this.sync.onChargeback(note.dataId, note.userId) };
      }
      return { kind: 'ignored' };
    } catch (error) {
      // Not acted on: the provider's next delivery of this request must not be taken for a replay.
      await this.forget(input.requestId);
      if (
        error instanceof ProviderUnavailableError ||
        error instanceof SubscriptionProviderUnavailableError ||
        error instanceof QrOrderProviderUnavailableError
      ) {
        this.deps.log.warn({ err: error.cause, resourceId: note.dataId }, 'provider notification deferred');
        // Not a 2xx: Mercado Pago delivers it again later.
        throw new AppError(503, PAYMENT_MESSAGES.providerUnavailable);
      }
      throw error;
    }
  }

  /** Records the request id; false when it was already seen in the last 24 hours. */
  private async remember(requestId: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const since = new Date(now.getTime() - REQUEST_ID_MEMORY_MS).toISOString();
    return this.requests.remember(requestId.slice(0, 200), now.toISOString(), since);
  }

  private async forget(requestId: string): Promise<void> {
    await this.requests.forget(requestId.slice(0, 200));
  }
}
