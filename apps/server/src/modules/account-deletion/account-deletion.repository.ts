import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What must be undone outside the database before an account's rows go: grants and stored files. */
export interface AccountFootprint {
  payment: { accountId: string | null; accessToken: string | null; refreshToken: string | null } | null;
  music: { accountId: string; accessToken: string | null; refreshToken: string | null } | null;
  /** URLs of the avatar, the page's background (both sizes), event images and link thumbnails (the storage decides which are its own). */
  files: string[];
  /** What the HTTP cache may hold about the page: its names (current and given up) and event ids. */
  pages: { usernames: string[]; eventIds: number[] };
}

export async function accountFootprint(db: Kysely<DB>, userId: number): Promise<AccountFootprint> {
  const [user, payment, music, events, names, thumbnails] = await Promise.all([
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
  ]);
  const files = [
    user?.profile_image ?? null,
    user?.background_image ?? null,
    user?.background_image_small ?? null,
    ...events.map((e) => e.image_url),
    ...thumbnails.map((l) => l.thumbnail_url),
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
  'goals',
  'events',
  'page_views',
  'link_clicks',
  'stats_daily_views',
  'stats_daily_visitors',
  'stats_daily_referrers',
  'stats_daily_clicks',
  'stats_daily_dimensions',
  'stats_daily_donate_opens',
  'featured_visit_totals',
  'activity_log',
  'payment_connections',
  'payment_oauth_states',
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
] as const satisfies readonly (keyof DB)[];

/**
 * Erases an account inside `trx`: every row of its own goes; its donations stay as accounting
 * records (amounts, commission, status, provider ids and dates) with the donor's name, email and
 * message and the creator's reply removed; the users row stays as a blank tombstone (its id is what
 * the donations point at) with `deleted_at` set.
 */
export async function eraseAccount(trx: Transaction<DB>, userId: number, now: string): Promise<void> {
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
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
