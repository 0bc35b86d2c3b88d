import type { Kysely, Transaction } from 'kysely';
import {
  type DeletedNameCheck,
  reserveDeletedUsernames,
} from '../../accounts/username-reservations.repository';
import { type UserRow, UsersRepository } from '../../accounts/users.repository';
import { enqueueMail, type QueuedMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';

/** What must be undone outside the database before an account's rows go: grants and stored files. */
export interface AccountFootprint {
  payment: { accountId: string | null; accessToken: string | null; refreshToken: string | null } | null;
  music: { accountId: string; accessToken: string | null; refreshToken: string | null } | null;
  /** URLs of the avatar, the page's background (both sizes), event images, link thumbnails and post images (the storage decides which are its own). */
  files: string[];
  /** What the HTTP cache may hold about the page: its names (current and given up) and event ids. */
  pages: { usernames: string[]; eventIds: number[] };
}

export async function accountFootprint(db: Kysely<DB>, userId: number): Promise<AccountFootprint> {
  const [user, payment, music, events, names, thumbnails, posts] = await Promise.all([
    db
      .selectFrom('users')
      .select(['profile_image', 'background_image', 'background_image_small', 'username'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('payment_connections')
      .select(['mp_user_id', 'access_token', 'refresh_token'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('music_connections')
      .select(['provider_user_id', 'access_token', 'refresh_token'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('events').select(['id', 'image_url']).where('user_id', '=', userId).execute(),
    db.selectFrom('username_history').select('username').where('user_id', '=', userId).execute(),
    db.selectFrom('links').select('thumbnail_url').where('user_id', '=', userId).execute(),
    db.selectFrom('posts').select('image_url').where('user_id', '=', userId).execute(),
  ]);
  const files = [
    user?.profile_image ?? null,
    user?.background_image ?? null,
    user?.background_image_small ?? null,
    ...events.map((e) => e.image_url),
    ...thumbnails.map((l) => l.thumbnail_url),
    ...posts.map((p) => p.image_url),
  ].filter((url): url is string => url !== null);
  return {
    payment: payment
      ? {
          accountId: payment.mp_user_id,
          accessToken: payment.access_token,
          refreshToken: payment.refresh_token,
        }
      : null,
    music: music
      ? {
          accountId: music.provider_user_id,
          accessToken: music.access_token,
          refreshToken: music.refresh_token,
        }
      : null,
    files: [...new Set(files)],
    pages: {
      usernames: [...(user ? [user.username] : []), ...names.map((row) => row.username)],
      eventIds: events.map((e) => e.id),
    },
  };
}

/** Every table holding a creator's own rows, erased whole (donations are kept apart, see below). */
const OWNED_TABLES = [
  'sessions',
  'password_resets',
  'links',
  'social_links',
  'posts',
  'goals',
  'events',
  'page_views',
  'link_clicks',
  'stats_daily_views',
  'stats_daily_visitors',
  'stats_daily_referrers',
  'stats_daily_clicks',
  'stats_daily_dimensions',
  'donate_openers',
  'featured_visit_totals',
  'activity_log',
  'payment_connections',
  'payment_oauth_states',
  // 'Modo gorra' (issue 32): the QR orders and the store/POS ids at the provider.
  'gorra_orders',
  'gorra_points',
  'gorra_places',
  'music_connections',
  'music_oauth_states',
  'music_content',
  'donation_reports',
  'mail_queue',
  'email_verifications',
  'two_factor',
  'two_factor_recovery_codes',
  'two_factor_challenges',
  'fan_subscribers',
  // Supporters' access links to gated posts (issue 35).
  'post_access_links',
  // Outbound webhooks (issue 37): the deliveries' bodies name donors; the endpoints hold the secrets.
  'webhook_deliveries',
  'webhook_endpoints',
  // The stream alert's token (issue 37).
  'overlay_tokens',
  // Transfers by alias or CVU (issue 32): the details shown and what the creator confirmed.
  'confirmed_transfers',
  'transfer_details',
  // Visitors' reports on the page: their details may name it, and there is no page left to review.
  'page_reports',
] as const satisfies readonly (keyof DB)[];

/** The names an account went by, for the free text that may hold them (an operator's search). */
export interface AccountNames {
  email: string;
  /** The current username and the ones given up. */
  usernames: readonly string[];
}

/**
 * The operators' audit log keeps every event on or by the account (what, when, the ids) but names it
 * only by the tombstone's anonymised id: the label (a username), the suspension's free-text reason,
 * an operator's own email, and any search of the creators' list that typed one of its names.
 */
async function anonymiseAudit(trx: Transaction<DB>, userId: number, names: AccountNames): Promise<void> {
  const anonymised = `_deleted_${userId}`;
  await trx
    .updateTable('admin_audit')
    .set({ target_label: anonymised, reason: null })
    .where('target_user_id', '=', userId)
    .execute();
  await trx
    .updateTable('admin_audit')
    .set({ actor_email: anonymised })
    .where('actor_id', '=', userId)
    .execute();
  const needles = [names.email, ...names.usernames].filter(Boolean).map((name) => `%${name.toLowerCase()}%`);
  if (needles.length === 0) return;
  await trx
    .updateTable('admin_audit')
    .set({ target_label: anonymised })
    .where('action', '=', 'view-creators')
    .where((eb) => eb.or(needles.map((needle) => eb(eb.fn('lower', ['target_label']), 'like', needle))))
    .execute();
}

/**
 * Erases an account inside `trx`: every row of its own goes; its donations stay as accounting
 * records (amounts, commission, status, provider ids and dates) with the donor's name, email and
 * message and the creator's reply removed; the operators' audit events stay without its names; the
 * users row stays as a blank tombstone (its id is what the donations point at) with `deleted_at` set.
 */
export async function eraseAccount(
  trx: Transaction<DB>,
  userId: number,
  now: string,
  names: AccountNames,
): Promise<void> {
  await anonymiseAudit(trx, userId, names);
  for (const table of OWNED_TABLES) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  // Monthly support (cancelled at the provider before this runs): the charges stay as donations,
  // unlinked from the subscriptions, which go with the supporters' emails, and the tiers after them.
  await trx.updateTable('donations').set({ subscription_id: null }).where('user_id', '=', userId).execute();
  const subscriptions = trx.selectFrom('monthly_subscriptions').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('monthly_failed_invoices').where('subscription_id', 'in', subscriptions).execute();
  await trx.deleteFrom('monthly_subscriptions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('monthly_tiers').where('user_id', '=', userId).execute();
  await trx
    .updateTable('donations')
    .set({
      donor_name: null,
      donor_email: null,
      message: null,
      reply: null,
      replied_at: null,
      visitor_hash: null,
      message_public: 0,
      show_name: 0,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({
      // Outside the username and email patterns: no one can sign up or log in as the tombstone.
      username: `_deleted_${userId}`,
      email: `_deleted_${userId}`,
      password_hash: '!',
      full_name: '',
      bio: '',
      profile_image: null,
      background_image: null,
      background_image_small: null,
      background_light: null,
      background_dark: null,
      category_id: null,
      blocked_words: '',
      donation_alerts: 'none',
      sensitive_content: 0,
      fan_signup_enabled: 0,
      // An operator's free text about the page (the date of the suspension stays).
      suspension_reason: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** The erasure's writes, made in one transaction. */
export interface AccountDeletionWrites {
  reserveDeletedUsernames(userId: number, username: string, check: DeletedNameCheck): Promise<void>;
  eraseAccount(userId: number, now: string, names: AccountNames): Promise<void>;
  enqueueMail(mail: QueuedMail, now: string): Promise<boolean>;
}

/** What deleting an account reads and writes: accountDeletionStore(db) in production, an in-memory fake in unit tests. */
export interface AccountDeletionStore {
  findUser(userId: number): Promise<UserRow | undefined>;
  footprint(userId: number): Promise<AccountFootprint>;
  /** Runs `work` in one transaction, the writes it gets bound to it. */
  transaction<T>(work: (tx: AccountDeletionWrites) => Promise<T>): Promise<T>;
}

export function accountDeletionStore(db: Kysely<DB>): AccountDeletionStore {
  const users = new UsersRepository(db);
  return {
    findUser: (userId) => users.findById(userId),
    footprint: (userId) => accountFootprint(db, userId),
    transaction: (work) =>
      db.transaction().execute((trx) =>
        work({
          reserveDeletedUsernames: (userId, username, check) =>
            reserveDeletedUsernames(trx, userId, username, check),
          eraseAccount: (userId, now, names) => eraseAccount(trx, userId, now, names),
          enqueueMail: (mail, now) => enqueueMail(trx, mail, now),
        }),
      ),
  };
}
