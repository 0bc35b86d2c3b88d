import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What must be undone outside the database before an account's rows go: grants and stored files. */
export interface AccountFootprint {
  payment: { accountId: string | null; accessToken: string | null; refreshToken: string | null } | null;
  music: { accountId: string; accessToken: string | null; refreshToken: string | null } | null;
  /** URLs of the avatar, the page's background and event images (the storage decides which are its own). */
  files: string[];
}

export async function accountFootprint(db: Kysely<DB>, userId: number): Promise<AccountFootprint> {
  const [user, payment, music, events] = await Promise.all([
    db
      .selectFrom('users')
      .select(['profile_image', 'background_image'])
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
    db.selectFrom('events').select('image_url').where('user_id', '=', userId).execute(),
  ]);
  const files = [
    user?.profile_image ?? null,
    user?.background_image ?? null,
    ...events.map((e) => e.image_url),
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
  };
}

/** Every table holding a creator's own rows, erased whole (donations are kept apart, see below). */
const OWNED_TABLES = [
  'sessions',
  'password_resets',
  'links',
  'goals',
  'events',
  'page_views',
  'link_clicks',
  'stats_daily_views',
  'stats_daily_visitors',
  'stats_daily_referrers',
  'stats_daily_clicks',
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
      background_light: null,
      background_dark: null,
      category_id: null,
      blocked_words: '',
      donation_alerts: 'none',
      sensitive_content: 0,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
