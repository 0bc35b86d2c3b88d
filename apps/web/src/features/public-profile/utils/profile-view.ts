import { formatARS, goalProgress, truncate } from '@enlaza/shared/format';
import { LIMITS } from '@enlaza/shared/limits';
import { PUBLIC_MESSAGES, type PublicGoal, type PublicProfile } from '@enlaza/shared/public';
import { TRANSFER_TEXTS } from '@enlaza/shared/transfers';

/** The goal the page shows: the first of `goals`, else the response's fallback `goal` (spec 01 §3). */
export function shownGoal(profile: PublicProfile, fallback: PublicGoal | null = null): PublicGoal | null {
  return profile.goals[0] ?? fallback;
}

/**
 * Whether a visitor can give on this page now: a Mercado Pago connection and an active goal or an
 * open monthly tier. Without it the page invites no first contribution (issue 30).
 */
export function takesContributions(
  profile: Pick<PublicProfile, 'donations_enabled' | 'goals' | 'monthly_tiers'>,
): boolean {
  return (
    profile.donations_enabled &&
    (profile.goals.some((goal) => goal.is_active) || (profile.monthly_tiers ?? []).length > 0)
  );
}

export interface GoalSummary {
  /** '45%': the rounded percentage, which may pass 100. */
  percentText: string;
  /** Bar width in percent, capped at 100. */
  barWidth: number;
  /** '$ 45.000 recaudados de $ 100.000' (ARS without decimals). */
  raisedText: string;
}

/** '$ 2.000 en transferencias confirmadas' (issue 32), or '' when none of the goal came by transfer. */
export function transfersText(goal: Partial<Pick<PublicGoal, 'confirmed_transfers_amount'>>): string {
  const amount = goal.confirmed_transfers_amount ?? 0;
  return amount > 0 ? TRANSFER_TEXTS.ofWhichTransfers(formatARS(amount)) : '';
}

export function goalSummary(goal: Pick<PublicGoal, 'current_amount' | 'target_amount'>): GoalSummary {
  const { percent, barWidth } = goalProgress(goal.current_amount, goal.target_amount);
  return {
    percentText: `${percent}%`,
    barWidth,
    raisedText: `${formatARS(goal.current_amount)} ${PUBLIC_MESSAGES.raisedOf} ${formatARS(goal.target_amount)}`,
  };
}

/** An event description on the profile: cut at 80 characters with '...'. */
export function previewDescription(description: string | null): string {
  return description ? truncate(description, LIMITS.publicEventDescriptionCut) : '';
}

/**
 * Web links open in a new tab; mail and phone links hand over to the app that handles them and
 * would only leave an empty tab behind.
 */
export function linkTarget(url: string): { target?: '_blank'; rel?: string } {
  return /^https?:/i.test(url) ? { target: '_blank', rel: 'noopener' } : {};
}
