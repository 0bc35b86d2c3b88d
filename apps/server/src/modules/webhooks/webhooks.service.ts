import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_MESSAGES as M,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_TEST_EVENT,
  type WebhookCreateInput,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@enlaza/shared/webhooks';
import { conflict, fieldError, notFound, tooManyRequests } from '../../http/errors';
import { checkWebhookTarget, systemLookup, type TargetPolicy, type TargetRefusal } from './webhook-address';
import { RETRY_WINDOW_MS } from './webhook-backoff';
import {
  deliveryByMessageId,
  insertDelivery,
  latestDeliveries,
  requeueDelivery,
} from './webhook-deliveries.repository';
import {
  deleteEndpoint,
  endpointOf,
  endpointsOf,
  insertEndpoint,
  replaceSecret,
} from './webhook-endpoints.repository';
import { sealSecret, webhookSecretKey } from './webhook-secrets';
import { newMessageId, newWebhookSecret } from './webhook-signature';
import { presentDelivery, presentEndpoint } from './webhooks.presenter';
import type { WebhooksDeps } from './webhooks-deps';
import { eventBody } from './webhooks-ports';

const TESTS = 10;
const TESTS_WINDOW_MS = 10 * 60_000;
/** Saving resolves the typed name: attempts are limited, so the form is no tool to map names. */
const CREATES = 20;
const CREATES_WINDOW_MS = 15 * 60_000;

const REFUSALS: Record<TargetRefusal, string> = {
  invalid: M.urlInvalid,
  https_only: M.urlHttpsOnly,
  private: M.urlPrivate,
  unresolved: M.urlUnresolved,
};

/** The creator's endpoints (issue 37): add, list, delete, rotate the secret, send a test, deliveries. */
export class WebhooksService {
  private readonly key: Buffer;
  readonly policy: TargetPolicy;

  constructor(private readonly deps: WebhooksDeps) {
    this.key = webhookSecretKey(deps.config.encryptionKey);
    this.policy = { localHosts: deps.config.webhookLocalHosts, lookup: deps.lookup ?? systemLookup };
  }

  async list(userId: number): Promise<WebhookEndpoint[]> {
    return (await endpointsOf(this.deps.database.db, userId)).map(presentEndpoint);
  }

  /** A new endpoint and its secret, which only this answer ever shows. */
  async create(
    userId: number,
    input: WebhookCreateInput,
  ): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    if (!(await this.deps.rateLimiter.take(`webhook-create:${userId}`, CREATES, CREATES_WINDOW_MS))) {
      throw tooManyRequests(M.tooManyAttempts);
    }
    const url = input.url.trim();
    const checked = await checkWebhookTarget(url, this.policy);
    if (!checked.ok) throw fieldError('url', REFUSALS[checked.reason]);
    const secret = newWebhookSecret();
    const row = await insertEndpoint(
      this.deps.database.db,
      {
        user_id: userId,
        url: checked.target.url.href,
        events: JSON.stringify([...new Set(input.events)]),
        secret_sealed: sealSecret(secret, this.key),
        now: this.deps.clock.now().toISOString(),
      },
      MAX_WEBHOOK_ENDPOINTS,
      this.deps.database.dialect === 'postgres',
    );
    if (!row) throw conflict(M.tooMany(MAX_WEBHOOK_ENDPOINTS));
    return { webhook: presentEndpoint(row), secret };
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteEndpoint(this.deps.database.db, userId, id))) throw notFound(M.notFound);
  }

  /** A new secret replaces the old one at once (deliveries still queued are signed with the new one). */
  async rotateSecret(userId: number, id: number): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    const { db } = this.deps.database;
    const secret = newWebhookSecret();
    const now = this.deps.clock.now().toISOString();
    if (!(await replaceSecret(db, userId, id, sealSecret(secret, this.key), now))) throw notFound(M.notFound);
    const row = await endpointOf(db, userId, id);
    if (!row) throw notFound(M.notFound);
    return { webhook: presentEndpoint(row), secret };
  }

  /** 'Enviar prueba': a sample event queued for this endpoint only, sent by the worker like any other. */
  async sendTest(userId: number, id: number): Promise<WebhookDelivery> {
    const { db } = this.deps.database;
    const endpoint = await endpointOf(db, userId, id);
    if (!endpoint) throw notFound(M.notFound);
    if (endpoint.disabled_at !== null) throw conflict(M.testDisabled);
    if (!(await this.deps.rateLimiter.take(`webhook-test:${userId}`, TESTS, TESTS_WINDOW_MS))) {
      throw tooManyRequests(M.tooManyTests);
    }
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const messageId = newMessageId();
    await insertDelivery(db, {
      endpoint_id: endpoint.id,
      user_id: userId,
      message_id: messageId,
      event: WEBHOOK_TEST_EVENT,
      dedupe_key: `${WEBHOOK_TEST_EVENT}:${randomUUID()}`,
      payload: eventBody(WEBHOOK_TEST_EVENT, at, { test: true, webhook: endpoint.id }),
      now: at,
      give_up_at: new Date(now.getTime() + RETRY_WINDOW_MS).toISOString(),
    });
    const row = await deliveryByMessageId(db, messageId);
    if (!row) throw notFound(M.notFound);
    return presentDelivery(row);
  }

  /** 'Reenviar': a finished delivery of this endpoint sent again by the worker, with the same `webhook-id`. */
  async resend(userId: number, id: number, messageId: string): Promise<WebhookDelivery> {
    const { db } = this.deps.database;
    const endpoint = await endpointOf(db, userId, id);
    if (!endpoint) throw notFound(M.notFound);
    const row = await deliveryByMessageId(db, messageId);
    if (!row || row.endpoint_id !== endpoint.id) throw notFound(M.deliveryNotFound);
    if (endpoint.disabled_at !== null) throw conflict(M.testDisabled);
    if (!(await this.deps.rateLimiter.take(`webhook-test:${userId}`, TESTS, TESTS_WINDOW_MS))) {
      throw tooManyRequests(M.tooManyTests);
    }
    const now = this.deps.clock.now();
    const giveUpAt = new Date(now.getTime() + RETRY_WINDOW_MS).toISOString();
    if (!(await requeueDelivery(db, endpoint.id, messageId, now.toISOString(), giveUpAt))) {
      throw conflict(M.resendPending);
    }
    const again = await deliveryByMessageId(db, messageId);
    if (!again) throw notFound(M.deliveryNotFound);
    return presentDelivery(again);
  }

  async deliveries(userId: number, id: number): Promise<WebhookDelivery[]> {
    const { db } = this.deps.database;
    if (!(await endpointOf(db, userId, id))) throw notFound(M.notFound);
    return (await latestDeliveries(db, id, WEBHOOK_DELIVERIES_LISTED)).map(presentDelivery);
  }
}
