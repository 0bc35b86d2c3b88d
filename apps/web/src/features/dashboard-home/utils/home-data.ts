import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { goalProgress } from '@enlaza/shared/format';
import type { Goal } from '@enlaza/shared/goals';
import type { Link } from '@enlaza/shared/links';
import { type DashboardStats, STATS_LATEST_DONATIONS, STATS_TOP_LINKS } from '@enlaza/shared/stats';

export interface DonationSummary {
  id: string;
  donor: string;
  amount: number;
  message: string | null;
  date: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The latest 3 donations of whatever shape the API sends; rows without an amount are skipped. */
export function latestDonations(rows: readonly unknown[] | null | undefined): DonationSummary[] {
  const out: DonationSummary[] = [];
  for (const [index, row] of (rows ?? []).entries()) {
    if (!isRecord(row)) continue;
    const amount = typeof row.amount === 'number' ? row.amount : Number(row.amount);
    if (!Number.isFinite(amount)) continue;
    const donor = typeof row.donor_name === 'string' && row.donor_name.trim() ? row.donor_name.trim() : '';
    const date = [row.created_at, row.processed_at].find((d): d is string => typeof d === 'string') ?? null;
    out.push({
      id: typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `donation-${index}`,
      donor: donor || DONATION_MESSAGES.anonymous,
      amount,
      message: typeof row.message === 'string' && row.message.trim() ? row.message : null,
      date,
    });
    if (out.length === STATS_LATEST_DONATIONS) break;
  }
  return out;
}

const clicksOf = (link: Pick<Link, 'click_count'>) => link.click_count;

/**
 * Spec 02 §7: when the statistics fail, the home is built from the links and the goal alone. Only
 * what those give is shown; donations and visits count zero and no change is claimed.
 */
export function fallbackStats(links: readonly Link[], goal: Goal | null): DashboardStats {
  const none = { percentage: null, trend: null } as const;
  const topLinks = [...links]
    .sort((a, b) => clicksOf(b) - clicksOf(a) || a.order_position - b.order_position)
    .slice(0, STATS_TOP_LINKS)
    .map((l) => ({
      id: l.id,
      title: l.title,
      url: l.url,
      icon: l.icon,
      click_count: clicksOf(l),
    }));
  const current = goal?.current_amount ?? 0;
  const target = goal?.target_amount ?? 0;
  return {
    clicksTotales: { value: links.reduce((sum, l) => sum + clicksOf(l), 0), ...none },
    donaciones: { count: 0, amount: 0, ...none },
    visitasPerfil: { value: 0, visitantesUnicos: 0, ...none },
    goal: goal ? { current, target, percent: goalProgress(current, target).percent } : null,
    topLinks,
    latestDonations: [],
    recentActivities: [],
    period: { current: { start: '', end: '' }, previous: { start: '', end: '' } },
  };
}
