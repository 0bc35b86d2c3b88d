import type { Kysely, Selectable } from 'kysely';
import { logActivity } from '../../db/activity-log.repository';
import type { DB, PaymentConnectionsTable } from '../../db/schema';
import type { OAuthTokens } from '../../integrations/payments/payments-port';
import { openToken, sealToken, tokenExpiry } from '../../lib/sealed-token';

export type ConnectionRow = Selectable<PaymentConnectionsTable>;

/**
 * Payment connections; tokens go in and come out through AES-256-GCM, never stored in clear.
 * `changed` runs after a write that may turn a creator's donations on or off (their public page shows it).
 */
export class ConnectionsRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly key: Buffer,
    private readonly changed: (userId: number) => Promise<void> = async () => {},
  ) {}

  /** A creator by username with their connection's status (null without one). */
  creatorWithStatus(username: string) {
    return this.db
      .selectFrom('users')
      .leftJoin('payment_connections', 'payment_connections.user_id', 'users.id')
      .select(['users.id', 'payment_connections.status'])
      .where('users.username', '=', username)
      .executeTakeFirst();
  }

  find(userId: number): Promise<ConnectionRow | undefined> {
    return this.db
      .selectFrom('payment_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Authorized connections of one Mercado Pago account (normally one creator). */
  findAuthorizedBySeller(mpUserId: string): Promise<ConnectionRow[]> {
    return this.db
      .selectFrom('payment_connections')
      .selectAll()
      .where('mp_user_id', '=', mpUserId)
      .where('status', '=', 'authorized')
      .orderBy('user_id')
      .execute();
  }

  /** The clear value of a sealed token; null when absent or unreadable (the key changed). */
  open(sealed: string | null): string | null {
    return openToken(sealed, this.key);
  }

  async saveAuthorized(
    userId: number,
    tokens: OAuthTokens,
    details: { email: string | null; simulated: boolean; now: Date },
  ): Promise<void> {
    const now = details.now.toISOString();
    const values = {
      status: 'authorized',
      simulated: details.simulated ? 1 : 0,
      mp_user_id: tokens.user_id,
      email: details.email,
      public_key: tokens.public_key,
      live_mode: tokens.live_mode ? 1 : 0,
      access_token: sealToken(tokens.access_token, this.key),
      refresh_token: sealToken(tokens.refresh_token, this.key),
      token_expires_at: tokenExpiry(tokens.expires_in, details.now),
      authorized_at: now,
      refreshed_at: null,
      last_checked_at: now,
      last_error: null,
      updated_at: now,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_connections')
        .values({ user_id: userId, created_at: now, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await logActivity(trx, { userId, kind: 'payment_connected', at: now });
    });
    await this.changed(userId);
  }

  /** Stores a refreshed pair; the provider's refresh tokens are single-use, so the new one must be kept. */
  async saveRefreshed(userId: number, tokens: OAuthTokens, now: Date): Promise<void> {
    await this.db
      .updateTable('payment_connections')
      .set({
        access_token: sealToken(tokens.access_token, this.key),
        refresh_token: sealToken(tokens.refresh_token, this.key),
        token_expires_at: tokenExpiry(tokens.expires_in, now),
        public_key: tokens.public_key,
        refreshed_at: now.toISOString(),
        last_error: null,
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .where('status', '=', 'authorized')
      .execute();
  }

  async markChecked(userId: number, email: string | null, now: Date): Promise<void> {
    await this.db
      .updateTable('payment_connections')
      .set((eb) => ({
        email: email ?? eb.ref('email'),
        last_checked_at: now.toISOString(),
        updated_at: now.toISOString(),
      }))
      .where('user_id', '=', userId)
      .execute();
  }

  /** A failed authorization or a refused refresh; the tokens are useless from here on. */
  async markError(userId: number, reason: string, now: Date): Promise<void> {
    const iso = now.toISOString();
    const values = {
      status: 'error',
      access_token: null,
      refresh_token: null,
      last_error: reason,
      last_checked_at: iso,
      updated_at: iso,
    };
    await this.db
      .insertInto('payment_connections')
      .values({ user_id: userId, simulated: 0, live_mode: 0, created_at: iso, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await this.changed(userId);
  }

  /** Disconnects: our copy of the tokens and the account data are deleted. */
  async revoke(userId: number, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable('payment_connections')
        .set(revokedValues(now))
        .where('user_id', '=', userId)
        .returning('user_id')
        .executeTakeFirst();
      if (revoked) await logActivity(trx, { userId, kind: 'payment_disconnected', at: now.toISOString() });
    });
    await this.changed(userId);
  }

  /** The seller unlinked our application on Mercado Pago's side, and the provider confirmed it. */
  async revokeSeller(userId: number, mpUserId: string, now: Date): Promise<number> {
    const revoked = await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('payment_connections')
        .set({ ...revokedValues(now), last_error: 'application.deauthorized' })
        .where('user_id', '=', userId)
        .where('mp_user_id', '=', mpUserId)
        // The token check that confirmed it may have just marked the connection in error.
        .where('status', 'in', ['authorized', 'error'])
        .returning('user_id')
        .execute();
      if (rows.length) {
        await logActivity(trx, { userId, kind: 'payment_disconnected', at: now.toISOString() });
      }
      return rows.length;
    });
    if (revoked) await this.changed(userId);
    return revoked;
  }
}

function revokedValues(now: Date) {
  const iso = now.toISOString();
  return {
    status: 'revoked',
    mp_user_id: null,
    email: null,
    public_key: null,
    access_token: null,
    refresh_token: null,
    token_expires_at: null,
    authorized_at: null,
    refreshed_at: null,
    last_error: null,
    last_checked_at: iso,
    updated_at: iso,
  };
}
