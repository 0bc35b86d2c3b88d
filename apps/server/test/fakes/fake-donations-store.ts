import { isDonationStatus } from '@enlaza/shared/donations';
import type { Insertable, Selectable } from 'kysely';
import type { UserRow } from '../../src/accounts/users.repository';
import type { DonationsTable } from '../../src/db/schema';
import type { CheckoutStore } from '../../src/modules/donations/checkout.repository';
import type { DonationLedger, DonationLedgerWrites } from '../../src/modules/donations/donation-ledger';
import type { DonationTransition } from '../../src/modules/donations/donation-status';
import type { DonationStatusChange } from '../../src/modules/donations/donation-status.repository';
import { isReversal } from '../../src/modules/donations/payment-mapping';
import type { PaymentNotificationsStore } from '../../src/modules/donations/payment-notifications.repository';
import { inMemoryTransaction, snapshotRows } from './in-memory-transaction';

export type DonationRow = Selectable<DonationsTable>;

interface GoalRow {
  id: number;
  user_id: number;
  title: string;
  is_active: number;
}

interface EventRow {
  id: number;
  user_id: number;
  title: string;
  status: string;
}

interface NotificationRow {
  payment_id: string;
  mp_user_id: string | null;
  received_at: string;
  processed_at: string | null;
}

const statusOf = (value: string | null | undefined) => (isDonationStatus(value) ? value : null);

/** A donations row with the columns' defaults. */
function donationRow(values: Insertable<DonationsTable>): DonationRow {
  return {
    goal_id: null,
    event_id: null,
    mp_status_detail: null,
    donor_name: null,
    message: null,
    payment_method: null,
    mp_preference_id: null,
    mp_payment_id: null,
    mp_updated_at: null,
    processed_at: null,
    reconcile_attempts: 0,
    next_reconcile_at: null,
    chargeback_id: null,
    evidence_deadline: null,
    donor_email: null,
    message_public: 0,
    show_name: 0,
    hide_amount: 0,
    message_hidden: 0,
    reply: null,
    replied_at: null,
    kind: 'one_time',
    subscription_id: null,
    mp_invoice_id: null,
    ...values,
  } as DonationRow;
}

/**
 * The donations side in memory: creators, goals, events, donations, parked payment notifications,
 * and the one status path (every change is written and kept in `transitions`, as
 * donation-status.ts hands it to what follows in the transaction).
 */
export class FakeDonationsStore
  implements CheckoutStore, PaymentNotificationsStore, DonationLedger, DonationLedgerWrites
{
  readonly creators: UserRow[] = [];
  readonly goals: GoalRow[] = [];
  readonly events: EventRow[] = [];
  readonly donations: DonationRow[] = [];
  readonly notifications: NotificationRow[] = [];
  readonly transitions: DonationTransition[] = [];

  donation(id: string): DonationRow | undefined {
    return this.donations.find((d) => d.id === id);
  }

  // CheckoutStore
  async goal(goalId: number) {
    const goal = this.goals.find((g) => g.id === goalId);
    const creator = goal && this.creator(goal.user_id);
    return goal && creator ? { ...goal, full_name: creator.full_name } : undefined;
  }

  async event(eventId: number) {
    const event = this.events.find((e) => e.id === eventId);
    const creator = event && this.creator(event.user_id);
    return event && creator ? { ...event, full_name: creator.full_name } : undefined;
  }

  async activeGoal(userId: number) {
    const goal = this.goals
      .filter((g) => g.user_id === userId && g.is_active === 1)
      .sort((a, b) => b.id - a.id)[0];
    return goal && { id: goal.id, title: goal.title };
  }

  async emailVerified(userId: number) {
    return this.creator(userId)?.email_verified_at != null;
  }

  async suspended(userId: number) {
    return this.creator(userId)?.suspended_at != null;
  }

  async blockedWords(userId: number) {
    return this.creator(userId)?.blocked_words ?? null;
  }

  async insertPending(values: Insertable<DonationsTable>) {
    if (this.donation(values.id)) throw new Error('UNIQUE constraint failed: donations.id');
    this.donations.push(donationRow(values));
  }

  async setPreference(donationId: string, preferenceId: string) {
    const row = this.donation(donationId);
    if (row) row.mp_preference_id = preferenceId;
  }

  async delete(donationId: string) {
    this.removeDonations((d) => d.id === donationId);
  }

  async dropAbandoned(creatorId: number, before: string) {
    this.removeDonations(
      (d) =>
        d.user_id === creatorId &&
        d.mp_status === 'pending' &&
        d.mp_preference_id === null &&
        d.mp_payment_id === null &&
        d.created_at < before,
    );
  }

  // The creator's donations (DonationsRepository's reads a refund makes)
  async findOwned(creatorId: number, id: string) {
    const row = this.donations.find((d) => d.id === id && d.user_id === creatorId);
    return row && { id: row.id, mp_status: row.mp_status, mp_payment_id: row.mp_payment_id, kind: row.kind };
  }

  async findReceived(creatorId: number, id: string) {
    const row = this.donations.find((d) => d.id === id && d.user_id === creatorId);
    if (!row) return undefined;
    const goal = this.goals.find((g) => g.id === row.goal_id);
    const event = this.events.find((e) => e.id === row.event_id);
    return { ...row, goal_title: goal?.title ?? null, event_title: event?.title ?? null };
  }

  // PaymentNotificationsStore
  async park(paymentId: string, sellerId: string | null, now: string) {
    const row = this.notifications.find((n) => n.payment_id === paymentId);
    if (row)
      Object.assign(row, { mp_user_id: sellerId ?? row.mp_user_id, received_at: now, processed_at: null });
    else
      this.notifications.push({
        payment_id: paymentId,
        mp_user_id: sellerId,
        received_at: now,
        processed_at: null,
      });
  }

  async parked(sellerId: string, limit: number) {
    return this.notifications
      .filter((n) => n.mp_user_id === sellerId && n.processed_at === null)
      .sort((a, b) => a.received_at.localeCompare(b.received_at))
      .slice(0, limit)
      .map((n) => ({ payment_id: n.payment_id }));
  }

  async markProcessed(paymentId: string, at: string) {
    const row = this.notifications.find((n) => n.payment_id === paymentId);
    if (row) row.processed_at = at;
  }

  async donationStatus(donationId: string) {
    return this.donation(donationId)?.mp_status;
  }

  async creatorOfPayment(paymentId: string) {
    return this.donations.find((d) => d.mp_payment_id === paymentId)?.user_id;
  }

  async creatorOfChargeback(chargebackId: string) {
    return this.donations.find((d) => d.chargeback_id === chargebackId)?.user_id;
  }

  // DonationLedger
  transaction<T>(work: (tx: DonationLedgerWrites) => Promise<T>): Promise<T> {
    const parts = [this.donations, this.transitions].map((rows) => ({
      snapshot: () => snapshotRows<unknown>(rows),
    }));
    return inMemoryTransaction(parts, () => work(this));
  }

  async lockCheckout(reference: string, creatorId: number) {
    const row = this.donations.find((d) => d.id === reference && d.user_id === creatorId);
    return row && { ...row };
  }

  async lockPaymentDonation(paymentId: string, originId: string) {
    const row = this.donations.find(
      (d) => d.mp_payment_id === paymentId && d.external_reference === originId,
    );
    return row && { ...row };
  }

  async changeStatus(change: DonationStatusChange, at: string): Promise<DonationTransition> {
    const previousDeadline =
      change.kind === 'update' ? (this.donation(change.donationId)?.evidence_deadline ?? null) : null;
    if (change.kind === 'update') Object.assign(this.donation(change.donationId) ?? {}, change.fields);
    else this.donations.push(donationRow(change.values));
    const values = change.kind === 'update' ? change.fields : change.values;
    const from = change.kind === 'update' ? statusOf(change.from) : null;
    const to = statusOf(values.mp_status) ?? 'pending';
    const deadline = values.evidence_deadline ?? null;
    const transition: DonationTransition = {
      donationId: change.kind === 'update' ? change.donationId : change.values.id,
      from,
      to,
      reversed: isReversal(to) && to !== from && (from === 'approved' || from === 'in_mediation'),
      newEvidenceDeadline: deadline !== null && deadline !== previousDeadline ? deadline : null,
      at,
    };
    this.transitions.push(transition);
    return transition;
  }

  private creator(userId: number): UserRow | undefined {
    return this.creators.find((c) => c.id === userId);
  }

  private removeDonations(drop: (row: DonationRow) => boolean): void {
    const kept = this.donations.filter((d) => !drop(d));
    this.donations.splice(0, this.donations.length, ...kept);
  }
}
