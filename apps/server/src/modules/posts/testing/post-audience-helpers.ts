import { randomUUID } from 'node:crypto';
import type { Post } from '@enlaza/shared/posts';
import type { TestApp } from '../../../../test/test-app';
import { json } from '../../../../test/test-app';
import type { MailMessage, MailSender } from '../../../integrations/mail/mail-port';

type Headers = Record<string, string>;

/**
 * A creator's audience written straight to the tables (the sign-up and subscribe flows have their
 * own tests): confirmed fans, tiers and monthly supporters.
 */
export async function addConfirmedFan(t: TestApp, userId: number, email: string): Promise<void> {
  const now = t.deps.clock.now().toISOString();
  await t.database.db
    .insertInto('fan_subscribers')
    .values({
      user_id: userId,
      email,
      source_page: '/u/x',
      status: 'confirmed',
      confirm_token_hash: null,
      unsubscribe_salt: randomUUID(),
      created_at: now,
      confirmed_at: now,
    })
    .execute();
}

export async function addTier(
  t: TestApp,
  userId: number,
  amountCents: number,
  name: string,
): Promise<number> {
  const now = t.deps.clock.now().toISOString();
  const row = await t.database.db
    .insertInto('monthly_tiers')
    .values({
      user_id: userId,
      name,
      amount_cents: amountCents,
      mp_plan_id: `plan-${randomUUID()}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addSupporter(
  t: TestApp,
  userId: number,
  tierId: number,
  email: string,
  status = 'authorized',
): Promise<string> {
  const now = t.deps.clock.now().toISOString();
  const id = randomUUID();
  await t.database.db
    .insertInto('monthly_subscriptions')
    .values({
      id,
      user_id: userId,
      tier_id: tierId,
      supporter_name: null,
      supporter_email: email,
      message: null,
      status,
      amount_cents: 100_000,
      mp_preapproval_id: `pre-${id}`,
      mp_updated_at: now,
      authorized_at: now,
      last_charge_at: now,
      next_charge_at: null,
      cancelled_at: null,
      cancelled_by: null,
      cancellation_code: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** POST /api/posts, expecting 201; answers the post. */
export async function createPost(t: TestApp, headers: Headers, payload: object): Promise<Post> {
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers, payload });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { post: Post } }>(res).data.post;
}

/**
 * The mail port as a provider answers: keeps what it accepted; an address in `refuse` gets the SMTP
 * answer given there (5xx for good, 4xx for now).
 */
export class RefusingMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  readonly refuse = new Map<string, number>();

  async send(message: MailMessage): Promise<void> {
    const code = this.refuse.get(message.to);
    if (code) throw Object.assign(new Error(`${code} mailbox refused`), { responseCode: code });
    this.sent.push(message);
  }

  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to === address);
  }
}
