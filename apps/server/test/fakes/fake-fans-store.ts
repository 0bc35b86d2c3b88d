import type { Insertable } from 'kysely';
import type { UserRow } from '../../src/accounts/users.repository';
import type { FanSubscribersTable } from '../../src/db/schema';
import type {
  FanSubscriberRow,
  FansTransaction,
  SubscribersStore,
} from '../../src/modules/fans/fans.repository';
import type { OutboundEvent } from '../../src/ports/outbound-events';
import { FakeMailQueue } from './fake-mail-queue';
import { inMemoryTransaction, snapshotRows, uniqueViolation } from './in-memory-transaction';

/** fan_subscribers (unique per creator and address), the creators they follow and the mail queue, in memory. */
export class FakeSubscribersStore implements SubscribersStore {
  readonly rows: FanSubscriberRow[] = [];
  readonly creators: UserRow[] = [];
  private nextId = 1;

  constructor(readonly mails = new FakeMailQueue()) {}

  async findSubscriber(userId: number, email: string) {
    return this.copy(this.rows.find((r) => r.user_id === userId && r.email === email));
  }

  async insertPending(row: Insertable<FanSubscribersTable>) {
    if (this.rows.some((r) => r.user_id === row.user_id && r.email === row.email))
      throw uniqueViolation('fan_subscribers', 'email');
    this.rows.push({ confirmed_at: null, confirm_token_hash: null, ...row, id: this.nextId++ });
  }

  async renewPending(id: number, tokenHash: string, now: string) {
    const row = this.rows.find((r) => r.id === id && r.status === 'pending');
    if (!row) return false;
    Object.assign(row, { confirm_token_hash: tokenHash, created_at: now });
    return true;
  }

  async findPendingByToken(tokenHash: string, since: string) {
    return this.withCreator(
      this.rows.find(
        (r) => r.confirm_token_hash === tokenHash && r.status === 'pending' && r.created_at > since,
      ),
    );
  }

  async markConfirmed(id: number, tokenHash: string, now: string) {
    const row = this.rows.find(
      (r) => r.id === id && r.confirm_token_hash === tokenHash && r.status === 'pending',
    );
    if (!row) return false;
    Object.assign(row, { status: 'confirmed', confirmed_at: now, confirm_token_hash: null });
    return true;
  }

  async findConfirmedById(id: number) {
    return this.withCreator(this.rows.find((r) => r.id === id && r.status === 'confirmed'));
  }

  async deleteSubscriber(id: number) {
    return this.remove((r) => r.id === id) > 0;
  }

  async deleteOwnSubscriber(userId: number, id: number) {
    return this.remove((r) => r.id === id && r.user_id === userId && r.status === 'confirmed') > 0;
  }

  async confirmedSubscribers(userId: number) {
    return this.rows
      .filter((r) => r.user_id === userId && r.status === 'confirmed')
      .sort((a, b) => (b.confirmed_at ?? '').localeCompare(a.confirmed_at ?? '') || b.id - a.id)
      .map((r) => ({ ...r }));
  }

  async deletePendingBefore(cutoff: string) {
    return this.remove((r) => r.status === 'pending' && r.created_at <= cutoff);
  }

  async signupEnabled(userId: number) {
    return this.creators.find((c) => c.id === userId)?.fan_signup_enabled === 1;
  }

  async setSignupEnabled(userId: number, enabled: boolean, now: string) {
    const creator = this.creators.find((c) => c.id === userId);
    if (creator) Object.assign(creator, { fan_signup_enabled: enabled ? 1 : 0, updated_at: now });
  }

  enqueueMail: SubscribersStore['enqueueMail'] = (mail, now) => this.mails.enqueueMail(mail, now);

  /** What the creator's webhooks were told, in order (kept only when the transaction commits). */
  readonly events: OutboundEvent[] = [];

  async queueEvent(event: OutboundEvent): Promise<void> {
    this.events.push(event);
  }

  transaction<T>(work: (tx: FansTransaction) => Promise<T>): Promise<T> {
    const subscribers = { snapshot: () => snapshotRows(this.rows) };
    const events = { snapshot: () => snapshotRows(this.events) };
    return inMemoryTransaction([subscribers, events, this.mails], () => work(this));
  }

  private copy(row: FanSubscriberRow | undefined) {
    return row && { ...row };
  }

  private withCreator(row: FanSubscriberRow | undefined) {
    const creator = row && this.creators.find((c) => c.id === row.user_id);
    return row && creator ? { ...row, full_name: creator.full_name, username: creator.username } : undefined;
  }

  private remove(drop: (row: FanSubscriberRow) => boolean): number {
    const kept = this.rows.filter((r) => !drop(r));
    const removed = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return removed;
  }
}
