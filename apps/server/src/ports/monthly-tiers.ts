import type { MonthlyGoalProgress, PublicMonthlyTier } from '@enlaza/shared/monthly';

/** A creator's tiers open to new supporters, as visitors see them. Offered by monthly support; public reads it. */
export interface MonthlyTierReads {
  publicTiers(userId: number): Promise<PublicMonthlyTier[]>;
}

/** 'Meta mensual' with its current value (issue 34), or null. Offered by monthly support; public and the live bars read it. */
export interface MonthlyGoalReads {
  monthlyGoal(userId: number): Promise<MonthlyGoalProgress | null>;
}
