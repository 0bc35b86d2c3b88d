import type { ColumnType, Generated } from 'kysely';

/**
 * Table types shared by SQLite and PostgreSQL. Portable column conventions:
 * timestamps are ISO-8601 UTC text, booleans are integers 0/1, money is integer centavos (`*_cents`).
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  full_name: string;
  bio: string;
  profile_image: string | null;
  category_id: number | null;
  theme_primary_color: string;
  theme_accent_color: string;
  theme_background_style: string;
  /** The page's font and link-button style (migration 0026). */
  theme_font: Generated<string>;
  theme_button_style: Generated<string>;
  /** The uploaded background image, and its lightest and darkest areas' colours (migration 0026). */
  background_image: ColumnType<string | null, string | null | undefined, string | null>;
  background_light: ColumnType<string | null, string | null | undefined, string | null>;
  background_dark: ColumnType<string | null, string | null | undefined, string | null>;
  /** The background's phone-sized re-encoding (migration 0029); null before it: the large file serves. */
  background_image_small: ColumnType<string | null, string | null | undefined, string | null>;
  role: string;
  created_at: string;
  updated_at: string;
  /** 0/1: whether the supporters' wall shows amounts at all. */
  show_amounts: Generated<number>;
  /** JSON array of words: a new donation message containing one is stored hidden. */
  blocked_words: Generated<string>;
  /** 'Avisos de aportes': 'each' (a mail per approved donation), 'daily' (digest) or 'none'. */
  donation_alerts: Generated<string>;
  /** Set when the account was erased (migration 0021): the row keeps only its id and blanks. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0/1: 'Contenido para mayores de 18' (migration 0021). */
  sensitive_content: Generated<number>;
  /** When the creator verified their current email; null until then (no donations, not featured). */
  email_verified_at: string | null;
  /** When an operator suspended the page (issue 22), else null; with the reason they gave. */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0/1: the 'Recibe novedades' block shows on the public page (issue 24). */
  fan_signup_enabled: ColumnType<number, number | undefined, number>;
}

/** A fan's address on a creator's list (issue 24): 'pending' until confirmed, then 'confirmed'. */
export interface FanSubscribersTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  source_page: string;
  status: 'pending' | 'confirmed';
  /** Keyed hash of the confirmation link's token; null once used. */
  confirm_token_hash: string | null;
  unsubscribe_salt: string;
  created_at: string;
  confirmed_at: string | null;
}

/** One value of a price index series on a day, as a decimal string (migration 0032, issue 33). */
export interface PriceIndexValuesTable {
  series_key: string;
  /** 'YYYY-MM-DD'; a monthly rate (IPC) is dated its month's first day. */
  day: string;
  value: string;
  /** 'bcra' | 'simulator' | 'operator' (recorded by hand: the job never overwrites it). */
  source: string;
  recorded_at: string;
}

/** How each series' daily refresh went (migration 0032). */
export interface PriceIndexRefreshesTable {
  series_key: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  failures: Generated<number>;
}

/** A creator's post, 'Novedades' (migration 0033). */
export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  audience_kind: 'public' | 'fans' | 'monthly';
  min_tier_id: number | null;
  send_email: number;
  status: 'draft' | 'scheduled' | 'published';
  publish_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0040: null, 'queued' (its mails are in mail_queue) or 'limit' (over the daily cap). */
  mail_status: 'queued' | 'limit' | null;
  mail_queued_at: string | null;
  /** How many mails the mailing queued (the 'de Y' of 'Enviado a X de Y'). */
  mail_total: number | null;
  /** Migration 0045: the post's optional image (re-encoded WebP in the upload store). */
  image_url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A mailed one-use access link to a creator's gated posts, and the cookie it became (migration 0045). */
export interface PostAccessLinksTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: string;
  post_id: number | null;
  /** Keyed hash of the mailed link's token. */
  token_hash: string;
  /** Keyed hash of the browser's cookie, once the link was used. */
  session_hash: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An address a delivery failed for good ('rebotado', migration 0040): keyed hash of the lowercased address. */
export interface MailBouncesTable {
  address_key: string;
  bounced_at: string;
}

/** A monthly supporter who left a creator's post mails (migration 0040), keyed per creator. */
export interface PostMailOptoutsTable {
  user_id: number;
  address_key: string;
  created_at: string;
}

/** A creator's alias and/or CVU for transfers (issue 32, migration 0035); one row per creator. */
export interface TransferDetailsTable {
  user_id: number;
  alias: string | null;
  cvu: string | null;
  holder_name: string;
  /** The short code fans write in the transfer's concept: drawn once, kept. */
  reference_code: string;
  created_at: string;
  updated_at: string;
}

/** A transfer the creator confirmed (issue 32, migration 0035): summed into goals and events raised, no commission. */
export interface ConfirmedTransfersTable {
  id: Generated<number>;
  user_id: number;
  /** The goal active when it was recorded. */
  goal_id: number | null;
  event_id: number | null;
  amount_cents: number;
  note: string | null;
  received_at: string;
  created_at: string;
}

/** A creator's outbound webhook endpoint (issue 37, migration 0034); at most 3 per creator. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** JSON array of the event types it receives. */
  events: string;
  /** The `whsec_…` signing secret, sealed with AES-256-GCM (lib/crypto); never stored in clear. */
  secret_sealed: string;
  /** First failed attempt of the current run of failures; null after a success. */
  failing_since: string | null;
  /** Set when 3 days of failures disabled it: nothing is sent to it any more. */
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The stream alert's secret token (issue 37, migration 0042): one per creator, never in clear. */
export interface OverlayTokensTable {
  user_id: number;
  /** SHA-256 of the token: how an overlay address finds its creator. */
  token_hash: string;
  /** The token sealed with AES-256-GCM (lib/crypto): the creator's address, shown again. */
  token_sealed: string;
  created_at: string;
}

/** One event for one endpoint (the durable queue): the same `message_id` on every attempt. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  user_id: number;
  /** The `webhook-id` header: `msg_…`. */
  message_id: string;
  event: string;
  /** Unique per endpoint: the same event queued twice for an endpoint is one delivery. */
  dedupe_key: string;
  /** The exact JSON body sent: `{type, created_at, data}`. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Retries stop here (24 h after it was queued): then 'failed'. */
  give_up_at: string;
  response_code: number | null;
  duration_ms: number | null;
  /** The last failure, short ('timeout', 'HTTP 500', a refused address). */
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Names of erased accounts, reserved for 30 days; only a keyed hash of each name (migration 0021). */
export interface DeletedUsernamesTable {
  username_hash: string;
  reserved_until: string;
}

/** Two-step login (TOTP): one row per creator who started the setup. */
export interface TwoFactorTable {
  user_id: number;
  /** The authenticator secret, sealed with AES-256-GCM (lib/sealed-token.ts). */
  secret_sealed: string;
  /** Null until a first code confirms the setup. */
  enabled_at: string | null;
  /** The newest accepted code's 30-second step: a code is never taken twice. */
  last_time_step: number | null;
  created_at: string;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** Keyed hash; the code itself is shown once. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** What a correct password answers when the code step follows: a hash of the token, one use. */
export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: number;
  /** The known device the password step recognised, marked again after the code step. */
  device_id: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  /** Null for a creator's daily digest. */
  donation_id: string | null;
  user_id: number;
  /** Unique: one row per kind, recipient and donation (or creator and day). */
  dedupe_key: string;
  /** JSON: only what the template needs. */
  payload: string;
  /** 'pending' | 'sent' | 'failed' */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The last failure, short and without addresses. */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Migration 0040: the post a 'post_mail' row carries. */
  post_id: number | null;
}

export interface SessionsTable {
  /** sha256 of the bearer token: the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A verification link sent to `email` (issue 22): the token only as its SHA-256 hash; 48 h, one use. */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CategoriesTable {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon: string;
  color: string;
  order_position: number;
}

export interface LinksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  url: string;
  icon: string;
  is_active: number;
  order_position: number;
  click_count: number;
  /** Shown to visitors from this UTC instant on (null: no start bound). */
  starts_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Shown to visitors until this UTC instant (null: no end bound). */
  ends_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The creator's square image shown at the start of the button (issue 24). */
  thumbnail_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'button' | 'embed' ('Como reproductor'). */
  display: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

/** One icon of a creator's social row (issue 24): one per network, in order. */
export interface SocialLinksTable {
  id: Generated<number>;
  user_id: number;
  network: string;
  /** What the creator typed: a handle, a number, an address or a URL. */
  value: string;
  /** Where the icon leads (https or mailto). */
  url: string;
  order_position: number;
  click_count: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface GoalsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  target_amount_cents: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** A creator's suggested amounts (issue 33, migration 0043). */
export interface DonationChipsTable {
  user_id: number;
  base_cents_1: number;
  base_cents_2: number;
  base_cents_3: number;
  today_cents_1: number;
  today_cents_2: number;
  today_cents_3: number;
  index_key: string;
  base_point_date: string | null;
  base_day: string;
  updated_at: string;
}

/** An indexed goal's base (issue 33, migration 0043). */
export interface GoalIndexingTable {
  goal_id: number;
  user_id: number;
  index_key: string;
  base_target_cents: number;
  base_point_date: string | null;
  base_day: string;
  updated_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string | null;
  category: string;
  status: string;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  geocoded_address: string | null;
  is_online: number;
  meeting_url: string | null;
  ticket_url: string | null;
  is_free: number;
  price_cents: number;
  currency: string;
  max_attendees: number | null;
  duration_hours: number | null;
  is_featured: number;
  image_url: string | null;
  created_at: string;
  updated_at: string;
}

/** Usernames a creator gave up: reserved for them alone (they may take one back). */
export interface UsernameHistoryTable {
  username: string;
  user_id: number;
  released_at: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  user_id: number;
  /** 'profile', 'events' or 'event'. */
  page: string;
  /** The event whose page was viewed (page 'event'), else null. */
  event_id: number | null;
  visitor_hash: string;
  referrer: string | null;
  /** Argentine calendar day (YYYY-MM-DD) of the view. */
  day: string;
  created_at: string;
}

export interface LinkClicksTable {
  id: Generated<number>;
  user_id: number;
  link_id: number | null;
  /** 'link' for a creator link, 'spotify' for the featured music link, 'social' for a social icon. */
  kind: string;
  url: string | null;
  visitor_hash: string;
  created_at: string;
}

/** One visitor or click an IP address added to a creator's counts in one hour (tracking-caps.ts). */
export interface TrackingCapsTable {
  /** kind, creator, UTC hour and a salted hash of the IP address. */
  bucket: string;
  /** The visitor hash for visitors; a unique id for clicks. */
  member: string;
  created_at: string;
}

/** Profile views of a creator on one Argentine calendar day (kept current as views arrive). */
export interface StatsDailyViewsTable {
  user_id: number;
  day: string;
  views: number;
  unique_views: number;
}

/** Unique visitors of a creator in each featured period's whole days that are final on `as_of` (migration 0013). */
export interface FeaturedVisitTotalsTable {
  as_of: string;
  user_id: number;
  visits_7d: number;
  visits_30d: number;
  visits_90d: number;
  visits_all: number;
}

/** The days whose featured totals are complete. */
export interface FeaturedTotalsDaysTable {
  as_of: string;
  finished_at: string;
}

/** Each visitor hash once per creator and day: what makes a unique visitor count exactly once. */
export interface StatsDailyVisitorsTable {
  user_id: number;
  day: string;
  visitor_hash: string;
}

/** Profile views by referring site ('' = direct) per creator and day. */
export interface StatsDailyReferrersTable {
  user_id: number;
  day: string;
  site: string;
  visits: number;
}

/**
 * Counted views and link clicks per page (event_id 0 = the profile), day and dimension value
 * ('country', 'province', 'device', 'browser', 'os', 'campaign'); never an IP address.
 */
export interface StatsDailyDimensionsTable {
  user_id: number;
  event_id: number;
  dimension: string;
  day: string;
  value: string;
  visits: number;
  clicks: number;
}

/** Visitors who opened 'Aportar' on a page (event_id 0 = the profile), once per day (migration 0030). */
export interface DonateOpenersTable {
  user_id: number;
  event_id: number;
  /** The visitor's daily-rotating hash, as in page_views. */
  visitor_hash: string;
  /** Argentine calendar day (YYYY-MM-DD). */
  day: string;
}

/** Counted clicks per link and day (the link may since have been deleted). */
export interface StatsDailyClicksTable {
  user_id: number;
  day: string;
  link_id: number;
  clicks: number;
}

/** Append-only record of what happened to a creator; see packages/shared/src/activity/messages.ts. */
export interface ActivityLogTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string | null;
  amount_cents: number | null;
  dedupe_key: string | null;
  created_at: string;
}

/** A creator's Mercado Pago connection; tokens are sealed with lib/crypto.ts `encrypt`. */
export interface PaymentConnectionsTable {
  user_id: number;
  /** 'pending' | 'authorized' | 'error' | 'revoked'. */
  status: string;
  /** 1 when made with the offline simulator (its tokens mean nothing to Mercado Pago). */
  simulated: number;
  mp_user_id: string | null;
  email: string | null;
  public_key: string | null;
  live_mode: number;
  access_token: string | null;
  refresh_token: string | null;
  token_expires_at: string | null;
  authorized_at: string | null;
  refreshed_at: string | null;
  last_checked_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentOauthStatesTable {
  /** sha256 of the `state` sent to the provider. */
  state_hash: string;
  user_id: number;
  /** PKCE verifier, sealed; null when PKCE is off. */
  code_verifier: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DonationsTable {
  /** Random UUID; also the `external_reference` of the checkout it was created for. */
  id: string;
  external_reference: string;
  /** The creator receiving it. */
  user_id: number;
  goal_id: number | null;
  /** The event whose donation page it came from ('Pasar la gorra'), or null. */
  event_id: number | null;
  amount_cents: number;
  platform_commission_cents: number;
  creator_amount_cents: number;
  currency: string;
  /** 'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back' | 'in_mediation'. */
  mp_status: string;
  mp_status_detail: string | null;
  donor_name: string | null;
  message: string | null;
  payment_method: string | null;
  mp_preference_id: string | null;
  mp_payment_id: string | null;
  /** The provider's `date_last_updated` of the state applied: an older reading never overwrites it. */
  mp_updated_at: string | null;
  created_at: string;
  updated_at: string;
  processed_at: string | null;
  /** How many times the reconciliation sweep re-read it from the provider. */
  reconcile_attempts: Generated<number>;
  /** When the sweep may read it next (null: as soon as it is old enough). */
  next_reconcile_at: string | null;
  /** The provider's chargeback disputing it (migration 0015), or null. */
  chargeback_id: string | null;
  /** The chargeback's `date_documentation_deadline` (ISO-8601 UTC), or null. */
  evidence_deadline: string | null;
  /** For the donor's receipt; only the creator who received the donation ever reads it. */
  donor_email: string | null;
  /** 0/1 flags chosen by the donor: the message is public, the name shows, the amount is hidden. */
  message_public: Generated<number>;
  show_name: Generated<number>;
  hide_amount: Generated<number>;
  /** 0/1: the creator (or a blocked word) hid the message from every public answer. */
  message_hidden: Generated<number>;
  /** The creator's one reply, shown under the message on the wall. */
  reply: string | null;
  replied_at: string | null;
  /** 'one_off' (a checkout) or 'monthly' (one charged invoice of a subscription, migration 0017). */
  kind: Generated<string>;
  /** The monthly subscription the invoice belongs to, for kind 'monthly'. */
  subscription_id: string | null;
  /** The provider's invoice (authorized payment) id: unique, so an invoice is one donation. */
  mp_invoice_id: string | null;
  /** The provider's QR order id for kind 'qr' (migration 0031): unique, so an order is one donation. */
  mp_order_id: string | null;
  /**
   * The daily-rotating hash of the visitor who started the checkout, as in page_views (migration 0030):
   * the funnel counts visitors. Null before it, for monthly charges and for ignored requests.
   */
  visitor_hash: string | null;
  /** The provider's own fee as read at approval (migration 0041), centavos; null when unknown. */
  provider_fee_cents: number | string | null;
  /** The taxes the provider withheld, JSON `[{kind, amount_cents}]` (migration 0041), or null. */
  withholdings: string | null;
  /** When the money left again: refunded or charged back (migration 0041), ISO-8601 UTC. */
  reversed_at: string | null;
}

export interface MonthlyTiersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  amount_cents: number;
  description: Generated<string>;
  /** 0/1: open to new supporters. */
  active: Generated<number>;
  position: Generated<number>;
  /** The plan (`/preapproval_plan`) on the creator's account; null until created. */
  mp_plan_id: string | null;
  created_at: string;
  updated_at: string;
  /** Null: not offered yearly; otherwise the amount charged every 12 months (issue 34). */
  yearly_amount_cents: Generated<number | null>;
  /** The yearly plan (frequency 12 months); null when not offered yearly. */
  yearly_mp_plan_id: Generated<string | null>;
  /** Null: a fixed amount; otherwise 'Monto libre' with this minimum per charge. */
  open_amount_min_cents: Generated<number | null>;
  /** 0/1: the provider's first free month. */
  free_trial: Generated<number>;
}

/** Issue 33: how an indexed monthly tier follows its index (migration 0037). */
export interface MonthlyTierIndexingTable {
  tier_id: number;
  user_id: number;
  /** 'ipc' | 'uva' | 'usd_oficial'. */
  index_key: string;
  every_months: number;
  cap_pct: number;
  round_to: number;
  /** usd_oficial: the tier's price in whole US dollars per month. */
  usd_dollars: number | null;
  /** The day adjustments count from: when indexing was set, or the last adjustment's day. */
  schedule_from: string;
  /** The index point the current amount reflects (growth is measured from it). */
  base_point_date: string | null;
  created_at: string;
  updated_at: string;
}

/** One adjustment of an indexed tier (migration 0037). */
export interface MonthlyTierAdjustmentsTable {
  id: Generated<number>;
  tier_id: number;
  user_id: number;
  due_day: string;
  /** The day the new amount applies (the due day, or later when the notice came late). */
  effective_day: string;
  /** 'noticed' | 'skipped' | 'unchanged' | 'applying' | 'applied' | 'passed'. */
  status: string;
  index_key: string;
  from_cents: number | null;
  to_cents: number | null;
  capped: Generated<number>;
  clamped: Generated<number>;
  from_point_date: string | null;
  from_point_value: string | null;
  to_point_date: string | null;
  to_point_value: string | null;
  index_change_pct: string | null;
  plan_applied_at: string | null;
  plan_error: string | null;
  noticed_at: string | null;
  applied_at: string | null;
  created_at: string;
}

/** Each supporter told of an adjustment, and whether the provider took the new amount (migration 0037). */
export interface MonthlyAdjustmentSubscriptionsTable {
  adjustment_id: number;
  subscription_id: string;
  /** 'pending' | 'applied' | 'dropped'. */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  applied_at: string | null;
}

export interface MonthlySubscriptionsTable {
  /** Our id (UUID), the provider subscription's `external_reference`. */
  id: string;
  /** 'monthly' | 'yearly' (issue 34): how often `amount_cents` is charged. */
  frequency: Generated<string>;
  user_id: number;
  tier_id: number;
  /** Null shows as 'Anónimo'. */
  supporter_name: string | null;
  /** Receipts and the cancel button only: never public, never another creator's. */
  supporter_email: string;
  message: string | null;
  /** 'pending' | 'authorized' | 'paused' | 'cancelled' (the provider's statuses). */
  status: Generated<string>;
  amount_cents: number;
  /** The provider's subscription (`/preapproval`) id; null until created there. */
  mp_preapproval_id: string | null;
  /** The provider's `last_modified` of the state applied: an older reading never overwrites it. */
  mp_updated_at: string | null;
  /** Invoices whose payment was finally rejected; 3 cancel the subscription. */
  failed_charges: Generated<number>;
  /** When it first became 'authorized' ("since"). */
  authorized_at: string | null;
  last_charge_at: string | null;
  next_charge_at: string | null;
  cancelled_at: string | null;
  /** 'supporter' (the cancel page), 'creator', 'provider' (failed charges or the provider's own). */
  cancelled_by: string | null;
  /** Given to the supporter when cancelled (consumer rules ask for one). */
  cancellation_code: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0039: the last charge failed and the provider retries ('Pago rechazado'); null once charged. */
  payment_failed_at: string | null;
  /** The provider's reason (the payment's status_detail). */
  failure_reason: string | null;
  /** The provider's next retry of the failed charge. */
  next_retry_at: string | null;
  /** When the creator last resent the failed-charge mail (once a week). */
  failure_resent_at: string | null;
}

/** 'Regalar un mes' (migration 0039): months of a tier paid once by a giver for a recipient. */
export interface MonthlyGiftsTable {
  id: string;
  user_id: number;
  tier_id: number;
  months: number;
  /** The recipient's mail only: never public. */
  recipient_email: string;
  /** Null shows as 'Anónimo'. */
  giver_name: string | null;
  message: string | null;
  amount_cents: number;
  /** The one-off donation the giver pays through. */
  donation_id: string;
  /** 'pending' until the payment is approved, then 'active' (over once `ends_at` passed). */
  status: Generated<string>;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  updated_at: string;
}

/** 'Meta mensual' (migration 0039): `target` in centavos (kind 'income') or people ('supporters'). */
export interface MonthlyGoalsTable {
  user_id: number;
  kind: string;
  target: number;
  updated_at: string;
}

export interface MonthlyCancelLinksTable {
  /** Keyed hash of the one-use token mailed by `/baja`. */
  token_hash: string;
  /** Lower-cased address the link was asked for. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A provider invoice whose payment finally failed, counted once (migration 0023). */
export interface MonthlyFailedInvoicesTable {
  invoice_id: string;
  subscription_id: string;
  created_at: string;
}

export interface SimMpPlansTable {
  id: string;
  collector_id: string;
  reason: string;
  amount_cents: number;
  back_url: string;
  /** 'active' | 'inactive'. */
  status: Generated<string>;
  date_created: string;
  last_modified: string;
  /** `auto_recurring.frequency` in months: 1 or 12. */
  frequency_months: Generated<number>;
  /** `auto_recurring.free_trial` in months; 0 for none. */
  free_trial_months: Generated<number>;
  /** 0/1: a plan without `transaction_amount` (open value): each subscription carries its own. */
  open_amount: Generated<number>;
}

export interface SimMpSubscriptionsTable {
  id: string;
  plan_id: string;
  collector_id: string;
  payer_email: string;
  external_reference: string | null;
  reason: string;
  back_url: string;
  notification_url: string | null;
  amount_cents: number;
  /** 'pending' | 'authorized' | 'paused' | 'cancelled'. */
  status: Generated<string>;
  failed_charges: Generated<number>;
  next_payment_date: string | null;
  date_created: string;
  last_modified: string;
  /** The plan's frequency in months (1 or 12). */
  frequency_months: Generated<number>;
}

export interface SimMpInvoicesTable {
  id: string;
  preapproval_id: string;
  collector_id: string;
  /** 'scheduled' | 'recycling' | 'processed' | 'cancelled'. */
  status: string;
  retry_attempt: Generated<number>;
  amount_cents: number;
  debit_date: string;
  payment_id: string | null;
  payment_status: string | null;
  payment_status_detail: string | null;
  date_created: string;
  last_modified: string;
  /** A rejected payment the provider still retries: when (migration 0039). */
  next_retry_date: string | null;
}

export interface DonationReportsTable {
  id: Generated<number>;
  donation_id: string;
  /** The creator who received the reported donation. */
  user_id: number;
  reason: string;
  /** Keyed hash of the reporter's address (never the address itself). */
  ip_hash: string;
  created_at: string;
}

export interface PaymentNotificationsTable {
  payment_id: string;
  mp_user_id: string | null;
  received_at: string;
  processed_at: string | null;
}

export interface SimMpPreferencesTable {
  id: string;
  collector_id: string;
  external_reference: string | null;
  title: string;
  description: string | null;
  amount_cents: number;
  currency_id: string;
  marketplace_fee_cents: number;
  back_url_success: string | null;
  back_url_pending: string | null;
  back_url_failure: string | null;
  notification_url: string | null;
  statement_descriptor: string | null;
  created_at: string;
}

export interface SimMpPaymentsTable {
  id: string;
  preference_id: string;
  collector_id: string;
  status: string;
  status_detail: string;
  amount_cents: number;
  currency_id: string;
  external_reference: string | null;
  payment_type_id: string;
  payment_method_id: string;
  application_fee_cents: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
}

export interface WebhookRequestsTable {
  request_id: string;
  received_at: string;
}

export interface JobLocksTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** Generated secrets shared by every copy on one PostgreSQL (migration 0010). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A creator's store and point of sale at the provider (migration 0031), one row per creator. */
export interface GorraPointsTable {
  user_id: number;
  seller_id: string;
  store_id: string;
  pos_id: string;
  external_pos_id: string;
  created_at: string;
}

/** Where the creator plays or sells (migration 0046): the provider's store `location`. */
export interface GorraPlacesTable {
  user_id: number;
  address: string;
  street_name: string;
  street_number: string | null;
  city_name: string;
  state_name: string;
  latitude: number;
  longitude: number;
  reference: string | null;
  updated_at: string;
}

/** One in-person QR order (migration 0031); `id` is its `external_reference`. */
export interface GorraOrdersTable {
  id: string;
  user_id: number;
  event_id: number | null;
  amount_cents: number;
  mp_order_id: string;
  qr_data: string;
  /** 'pending' | 'paid' | 'expired' | 'cancelled'. */
  status: string;
  expires_at: string;
  donation_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The simulator's stores and points of sale ('store' | 'pos'), one per idempotency key. */
export interface SimMpPointsTable {
  id: string;
  collector_id: string;
  kind: string;
  idempotency_key: string;
  external_id: string;
  name: string;
  created_at: string;
}

/** The simulator's QR orders (the Orders API, integrations.md §8). */
export interface SimMpQrOrdersTable {
  id: string;
  collector_id: string;
  idempotency_key: string;
  external_reference: string;
  external_pos_id: string;
  merchant_name: string;
  description: string;
  amount_cents: number;
  /** 'created' | 'processed' | 'canceled' (expired is read from `expires_at`). */
  status: string;
  qr_data: string;
  notification_url: string | null;
  payment_id: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface SimMpNotificationsTable {
  id: string;
  /** The resource announced: a payment id, or a chargeback id when `topic` says so. */
  payment_id: string;
  /** 'payment' or 'topic_chargebacks_wh' (migration 0015). */
  topic: Generated<string>;
  collector_id: string;
  notification_url: string;
  attempts: Generated<number>;
  created_at: string;
  next_attempt_at: string;
  delivered_at: string | null;
}

export interface SimMpRefundsTable {
  id: string;
  payment_id: string;
  collector_id: string;
  /** The X-Idempotency-Key it was asked with: unique per seller. */
  idempotency_key: string;
  amount_cents: number;
  created_at: string;
}

export interface SimMpChargebacksTable {
  id: string;
  payment_id: string;
  collector_id: string;
  amount_cents: number;
  reason: string;
  date_documentation_deadline: string;
  date_created: string;
}

export interface SimMpUnlinkedTable {
  seller_id: string;
  unlinked_at: string;
}

export interface MusicConnectionsTable {
  user_id: number;
  /** 'connected' | 'needs_reconnection'. */
  status: string;
  simulated: number;
  provider_user_id: string;
  display_name: string | null;
  /** AES-256-GCM sealed. */
  access_token: string | null;
  /** AES-256-GCM sealed. */
  refresh_token: string | null;
  token_expires_at: string | null;
  connected_at: string;
  refreshed_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface MusicOauthStatesTable {
  /** sha256 of the `state` sent to the provider. */
  state_hash: string;
  user_id: number;
  /** PKCE verifier, sealed. */
  code_verifier: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface MusicContentTable {
  user_id: number;
  spotify_id: string;
  /** 'track' | 'album'. */
  content_type: string;
  name: string;
  artist: string;
  image_url: string | null;
  preview_url: string | null;
  spotify_url: string;
  created_at: string;
  updated_at: string;
}

/** A visitor's report on a page (issue 22). */
export interface PageReportsTable {
  id: Generated<number>;
  user_id: number;
  /** 'fraud' | 'impersonation' | 'sexual' | 'hate' | 'spam' | 'other'. */
  reason: string;
  details: string;
  contact_email: string | null;
  ip_hash: string;
  /** 'open' | 'resolved'. */
  status: Generated<string>;
  /** 'dismissed' | 'suspended' once resolved. */
  resolution: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** One operator action (issue 22): append-only. */
export interface AdminAuditTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  /** 'grant' | 'revoke' | 'dismiss-report' | 'suspend' | 'reactivate'. */
  action: string;
  target_user_id: number | null;
  target_label: string;
  reason: string | null;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  categories: CategoriesTable;
  links: LinksTable;
  social_links: SocialLinksTable;
  goals: GoalsTable;
  goal_indexing: GoalIndexingTable;
  donation_chips: DonationChipsTable;
  events: EventsTable;
  username_history: UsernameHistoryTable;
  page_views: PageViewsTable;
  link_clicks: LinkClicksTable;
  tracking_caps: TrackingCapsTable;
  stats_daily_views: StatsDailyViewsTable;
  stats_daily_visitors: StatsDailyVisitorsTable;
  stats_daily_referrers: StatsDailyReferrersTable;
  stats_daily_clicks: StatsDailyClicksTable;
  stats_daily_dimensions: StatsDailyDimensionsTable;
  donate_openers: DonateOpenersTable;
  featured_visit_totals: FeaturedVisitTotalsTable;
  featured_totals_days: FeaturedTotalsDaysTable;
  activity_log: ActivityLogTable;
  mail_queue: MailQueueTable;
  payment_connections: PaymentConnectionsTable;
  payment_oauth_states: PaymentOauthStatesTable;
  donations: DonationsTable;
  donation_reports: DonationReportsTable;
  payment_notifications: PaymentNotificationsTable;
  sim_mp_preferences: SimMpPreferencesTable;
  sim_mp_payments: SimMpPaymentsTable;
  webhook_requests: WebhookRequestsTable;
  job_locks: JobLocksTable;
  app_secrets: AppSecretsTable;
  sim_mp_notifications: SimMpNotificationsTable;
  sim_mp_points: SimMpPointsTable;
  sim_mp_qr_orders: SimMpQrOrdersTable;
  gorra_points: GorraPointsTable;
  gorra_orders: GorraOrdersTable;
  gorra_places: GorraPlacesTable;
  sim_mp_unlinked: SimMpUnlinkedTable;
  sim_mp_refunds: SimMpRefundsTable;
  sim_mp_chargebacks: SimMpChargebacksTable;
  music_connections: MusicConnectionsTable;
  music_oauth_states: MusicOauthStatesTable;
  music_content: MusicContentTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  monthly_tiers: MonthlyTiersTable;
  monthly_subscriptions: MonthlySubscriptionsTable;
  monthly_tier_indexing: MonthlyTierIndexingTable;
  monthly_tier_adjustments: MonthlyTierAdjustmentsTable;
  monthly_adjustment_subscriptions: MonthlyAdjustmentSubscriptionsTable;
  monthly_cancel_links: MonthlyCancelLinksTable;
  monthly_failed_invoices: MonthlyFailedInvoicesTable;
  monthly_gifts: MonthlyGiftsTable;
  monthly_goals: MonthlyGoalsTable;
  sim_mp_plans: SimMpPlansTable;
  sim_mp_subscriptions: SimMpSubscriptionsTable;
  sim_mp_invoices: SimMpInvoicesTable;
  deleted_usernames: DeletedUsernamesTable;
  page_reports: PageReportsTable;
  admin_audit: AdminAuditTable;
  fan_subscribers: FanSubscribersTable;
  price_index_values: PriceIndexValuesTable;
  price_index_refreshes: PriceIndexRefreshesTable;
  posts: PostsTable;
  mail_bounces: MailBouncesTable;
  post_mail_optouts: PostMailOptoutsTable;
  post_access_links: PostAccessLinksTable;
  webhook_endpoints: WebhookEndpointsTable;
  transfer_details: TransferDetailsTable;
  confirmed_transfers: ConfirmedTransfersTable;
  webhook_deliveries: WebhookDeliveriesTable;
  overlay_tokens: OverlayTokensTable;
  tax_settings: TaxSettingsTable;
  monotributo_ceilings: MonotributoCeilingsTable;
}

/** The creator's monotributo category and the ceiling alert already sent (issue 36, migration 0041). */
export interface TaxSettingsTable {
  user_id: number;
  /** 'A' … 'K', or null: nothing is assumed. */
  monotributo_category: string | null;
  /** 0, 80 or 100: the highest threshold whose mail went out since the last drop below it. */
  alert_level: Generated<number>;
  updated_at: string;
}

/** One category's annual ceiling in one published table (issue 36, migration 0041). */
export interface MonotributoCeilingsTable {
  /** 'YYYY-MM-DD'. */
  effective_from: string;
  category: string;
  annual_limit_cents: number | string;
  loaded_at: string;
}
