import type { PublicMonthlyTier } from '@enlaza/shared/monthly';

/** A creator's tiers open to new supporters, as visitors see them. Offered by monthly support; public reads it. */
export interface MonthlyTierReads {
  publicTiers(userId: number): Promise<PublicMonthlyTier[]>;
}
