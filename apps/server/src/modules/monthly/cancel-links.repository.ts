import { Money } from '@enlaza/shared/money';
import type { CancelListItem } from '@enlaza/shared/monthly';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The statuses the cancel page lists: everything the supporter may still be charged for. */
export const OPEN_STATUSES = ['pending', 'authorized', 'paused'] as const;

/** The `/baja` links (stored as a keyed hash, never the token) and the lists they open. */
export class CancelLinksRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(link: { token_hash: string; email: string; expires_at: string; created_at: string }) {
    await this.db
      .insertInto('monthly_cancel_links')
      .values({ ...link, used_at: null })
      .execute();
  }

  /** The email of an unused link still valid at `now`. */
  async usableEmail(tokenHash: string, now: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('monthly_cancel_links')
      .select('email')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /** Ends the link once everything it listed is cancelled. */
  async markUsed(tokenHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('monthly_cancel_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .execute();
  }

  async hasOpen(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('monthly_subscriptions')
      .select('id')
      .where('supporter_email', '=', email)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The email's open subscriptions, oldest first, with the creator and the tier they support. */
  async openFor(email: string): Promise<CancelListItem[]> {
    const rows = await this.db
      .selectFrom('monthly_subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
      .select(['s.id', 's.status', 's.amount_cents', 's.frequency', 'u.full_name', 't.name as tier_name'])
      .where('s.supporter_email', '=', email)
      .where('s.status', 'in', OPEN_STATUSES)
      .orderBy('s.created_at')
      .orderBy('s.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      creator_name: row.full_name,
      tier_name: row.tier_name,
      amount: Money.fromCents(row.amount_cents).pesos,
      frequency: row.frequency === 'yearly' ? ('yearly' as const) : ('monthly' as const),
      status: row.status as CancelListItem['status'],
    }));
  }

  /** What the confirmation mail needs about a cancelled subscription. */
  async cancelled(id: string) {
    return this.db
      .selectFrom('monthly_subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
      .select([
        's.id',
        's.user_id',
        's.supporter_email',
        's.amount_cents',
        's.status',
        's.cancellation_code',
        's.cancelled_at',
        'u.full_name',
        't.name as tier_name',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
  }
}
