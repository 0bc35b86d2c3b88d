import type { SupporterEntry } from '@enlaza/shared/donations';
import type { CreatorEvent } from '@enlaza/shared/events';
import { goalProgress } from '@enlaza/shared/format';
import { presentGoalIndexing } from '@enlaza/shared/goals';
import { linkEmbed } from '@enlaza/shared/links';
import { Money } from '@enlaza/shared/money';
import type { MonthlyGoalProgress, PublicMonthlyTier } from '@enlaza/shared/monthly';
import type { PublicPostSummary } from '@enlaza/shared/posts';
import type {
  PublicCategory,
  PublicEvent,
  PublicEventOwner,
  PublicGoal,
  PublicLink,
  PublicProfile,
  PublicSpotifyConnection,
} from '@enlaza/shared/public';
import { isSocialNetwork, type PublicSocialItem } from '@enlaza/shared/social';
import type { Theme } from '@enlaza/shared/theme';
import type { PublicTransfer } from '@enlaza/shared/transfers';
import type { Selectable } from 'kysely';
import { presentThemeRow, type ThemeRow } from '../../accounts/theme.presenter';
import type { GoalsTable, LinksTable } from '../../db/schema';
import type { PublicCreatorRow } from '../../ports/public-reads';

/**
 * What a visitor may see. Each function copies named fields only: a creator's email, password hash,
 * tokens, hidden links and unpublished events have no way out through here.
 */

type ThemeColumns = ThemeRow;

export function presentTheme(row: ThemeColumns): Theme {
  return presentThemeRow(row);
}

export function presentOwner(
  row: Pick<PublicCreatorRow, 'username' | 'full_name' | 'profile_image'> & ThemeColumns,
): PublicEventOwner {
  return {
    username: row.username,
    full_name: row.full_name,
    profile_image: row.profile_image,
    theme: presentTheme(row),
  };
}

export function presentPublicLink(
  row: Pick<
    Selectable<LinksTable>,
    'id' | 'title' | 'url' | 'icon' | 'order_position' | 'thumbnail_url' | 'display'
  >,
): PublicLink {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    icon: row.icon,
    order_position: row.order_position,
    thumbnail_url: row.thumbnail_url,
    // The player's address is computed from the link's own address, never stored.
    embed: row.display === 'embed' ? linkEmbed(row.url) : null,
  };
}

export function presentPublicSocial(row: { network: string; url: string }): PublicSocialItem | null {
  return isSocialNetwork(row.network) ? { network: row.network, url: row.url } : null;
}

export function presentPublicGoal(
  row: Pick<Selectable<GoalsTable>, 'id' | 'title' | 'description' | 'target_amount_cents' | 'is_active'> & {
    index_key?: string | null;
    base_target_cents?: number | null;
    base_day?: string | null;
  },
  raised: Money,
  confirmedTransfers: Money,
): PublicGoal {
  const target = Money.fromCents(row.target_amount_cents).pesos;
  const current = raised.pesos;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    current_amount: current,
    target_amount: target,
    percentage: goalProgress(current, target).percent,
    is_active: row.is_active === 1,
    confirmed_transfers_amount: confirmedTransfers.pesos,
    indexing:
      row.index_key && row.base_target_cents != null && row.base_day
        ? presentGoalIndexing({
            index_key: row.index_key,
            base_target_cents: row.base_target_cents,
            base_day: row.base_day,
          })
        : null,
  };
}

/** The creator's event without its bookkeeping fields, optionally with who organises it. */
export function presentPublicEvent(event: CreatorEvent, owner?: PublicEventOwner): PublicEvent {
  const { created_at: _c, updated_at: _u, geocoded_address: _g, ...visible } = event;
  return owner ? { ...visible, user: owner } : visible;
}

export function presentCategory(
  row: Pick<PublicCreatorRow, 'category_icon' | 'category_name'>,
): PublicCategory | null {
  return row.category_name ? { icon: row.category_icon ?? '', name: row.category_name } : null;
}

export interface PublicProfileParts {
  creator: PublicCreatorRow;
  links: PublicLink[];
  social: PublicSocialItem[];
  goal: PublicGoal | null;
  upcomingEvents: PublicEvent[];
  hasMoreEvents: boolean;
  donationsEnabled: boolean;
  /** The creator's featured track or album, when there is one. */
  music: PublicSpotifyConnection | null;
  /** The latest approved contributions, presented by donations. */
  supporters: SupporterEntry[];
  hasMoreSupporters: boolean;
  /** Tiers open to new monthly supporters, presented by monthly support. */
  monthlyTiers: PublicMonthlyTier[];
  /** 'Meta mensual' with its progress (issue 34), presented by monthly support. */
  monthlyGoal: MonthlyGoalProgress | null;
  /** The latest published public posts, presented by posts. */
  posts: PublicPostSummary[];
  /** 'Transferir' (issue 32), presented by transfers; null when the creator shows no details. */
  transfer: PublicTransfer | null;
  /** Today's suggested amounts in pesos (issue 33), or null: the forms' defaults. */
  donationChips: number[] | null;
}

export function presentPublicProfile(parts: PublicProfileParts): PublicProfile {
  const { creator } = parts;
  return {
    full_name: creator.full_name,
    username: creator.username,
    bio: creator.bio,
    profile_image: creator.profile_image,
    sensitive_content: creator.sensitive_content === 1,
    category: presentCategory(creator),
    theme: presentTheme(creator),
    links: parts.links,
    social: parts.social,
    goals: parts.goal ? [parts.goal] : [],
    spotify_connection: parts.music,
    donations_enabled: parts.donationsEnabled,
    upcoming_events: parts.upcomingEvents,
    has_more_events: parts.hasMoreEvents,
    supporters: parts.supporters,
    has_more_supporters: parts.hasMoreSupporters,
    monthly_tiers: parts.monthlyTiers,
    monthly_goal: parts.monthlyGoal,
    fan_signup: creator.fan_signup_enabled === 1,
    posts: parts.posts,
    transfer: parts.transfer,
    donation_chips: parts.donationChips,
  };
}

/** The stored chips in today's pesos, or null without custom chips. */
export function presentDonationChips(
  row: { today_cents_1: number; today_cents_2: number; today_cents_3: number } | undefined,
): number[] | null {
  if (!row) return null;
  return [row.today_cents_1, row.today_cents_2, row.today_cents_3].map(
    (cents) => Money.fromCents(cents).pesos,
  );
}
