import type {
  MonthlyGiftValues,
  MonthlySubscribeValues,
  SubscribePageCreator,
  SubscribeShape,
  SubscriptionStatus,
} from '@enlaza/shared/monthly';

/** A creator's tier open to new supporters, as its subscribe page shows it. */
export interface OpenTier {
  creator: SubscribePageCreator;
  /** `amount`: pesos per month; issue 34's shapes (null: not offered yearly / a fixed amount). */
  tier: {
    name: string;
    amount: number;
    description: string;
    yearly_amount: number | null;
    open_amount_min: number | null;
    free_trial: boolean;
  };
  /**
   * Creates the pending subscription and gives the provider's consent page to send the supporter
   * to; throws the AppError of a refusal (429 too many, 409 a closed tier).
   */
  subscribe(input: MonthlySubscribeValues, ip: string, shape?: SubscribeShape): Promise<string>;
  /** 'Regalar un mes' (issue 34): records the pending gift and gives the giver's checkout link; throws an AppError. */
  gift(input: MonthlyGiftValues, ip: string): Promise<string>;
}

/** Monthly support's subscribe and return pages (issue 21): offered by the monthly module. */
export interface MonthlySubscribePages {
  creator(username: string): Promise<(SubscribePageCreator & { id: number }) | null>;
  /** The tier and its creator, or null when it does not exist or takes no new supporters. */
  openTier(username: string, tierId: string): Promise<OpenTier | null>;
  /** What the provider reports for the subscription the supporter comes back from, or null. */
  returned(
    creatorId: number,
    query: { ref: unknown; preapprovalId: unknown },
    ip: string,
  ): Promise<{
    status: SubscriptionStatus;
    tierName: string;
    amount: number;
    frequency: 'monthly' | 'yearly';
  } | null>;
}
