import type { Generated } from 'kysely';

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
  role: string;
  created_at: string;
  updated_at: string;
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

export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  created_at: string;
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
  created_at: string;
  updated_at: string;
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

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limit_hits: RateLimitHitsTable;
  categories: CategoriesTable;
  links: LinksTable;
  goals: GoalsTable;
  events: EventsTable;
  username_history: UsernameHistoryTable;
}
