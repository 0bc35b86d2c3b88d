import { Money } from '@enlaza/shared/money';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { donationEventFacts } from './donation-events.repository';
import type { DonationMailEvent } from './donation-mails.repository';
import type { DonationEvents } from './donations-deps';

/**
 * Queues, inside the transaction that changed the donation, the event the creator's webhooks hear:
 * approved → `donation.approved` (a one-off) or `monthly.charged` (a subscription's charge);
 * refunded → `donation.refunded`. The data tells what the public page would (the name only when
 * the donor showed it, the message only when public and not hidden), plus the amount, which is the
 * creator's own; never the donor's email nor any provider id or token.
 */
export async function queueDonationEvent(
  trx: Transaction<DB>,
  events: DonationEvents,
  donationId: string,
  change: DonationMailEvent,
  at: string,
): Promise<void> {
  if (change.kind === 'charged_back') return;
  const row = await donationEventFacts(trx, donationId);
  if (!row) return;
  const base = {
    id: row.id,
    kind: row.kind,
    amount: Money.fromCents(Number(row.amount_cents)).pesos,
    currency: row.currency,
  };
  if (change.kind === 'refunded') {
    await events.queue(trx, {
      creatorId: row.user_id,
      type: 'donation.refunded',
      key: `donation.refunded:${row.id}`,
      data: { ...base, refunded_at: at },
      at,
    });
    return;
  }
  const type = row.kind === 'monthly' ? 'monthly.charged' : 'donation.approved';
  const message = row.message?.trim() || null;
  await events.queue(trx, {
    creatorId: row.user_id,
    type,
    key: `${type}:${row.id}`,
    data: {
      ...base,
      /** Null: 'Anónimo' (no name given, or the donor chose not to show it). */
      donor_name: row.show_name === 1 ? row.donor_name?.trim() || null : null,
      /** The donor asked that the amount not be shown in public. */
      amount_hidden: row.hide_amount === 1,
      message: message && row.message_public === 1 && row.message_hidden === 0 ? message : null,
      goal_id: row.goal_id,
      event_id: row.event_id,
      approved_at: row.processed_at ?? at,
    },
    at,
  });
}
