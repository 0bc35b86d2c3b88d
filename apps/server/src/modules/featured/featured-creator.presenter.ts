import { FEATURED_OTHER_CATEGORY, type FeaturedCreator } from '@enlaza/shared/featured';
import type { FeaturedCreatorRow } from './featured-creators.repository';

const DAY_MS = 86_400_000;

/** Whole days since the account was created, the first day counting as one. */
export function daysActive(createdAt: string, now: Date): number {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 1;
  return Math.max(1, Math.floor((now.getTime() - created) / DAY_MS) + 1);
}

/** What a visitor may see of a featured creator: public profile fields only (no email, no settings). */
export function presentFeaturedCreator(row: FeaturedCreatorRow, now: Date): FeaturedCreator {
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    bio: row.bio,
    profile_image: row.profile_image,
    category: row.category_slug ?? FEATURED_OTHER_CATEGORY.slug,
    category_name: (row.category_slug && row.category_name) || FEATURED_OTHER_CATEGORY.label,
    created_at: row.created_at,
    days_active: daysActive(row.created_at, now),
    stats: { total_visits: row.period_visits },
  };
}
