/**
 * Who a mailed post goes to (issue 35): the creator's confirmed fans, offered by the fans module
 * (each with the link that removes them from the list), and their active monthly supporters,
 * offered by monthly support.
 */
export interface FanMailingList {
  confirmed(userId: number): Promise<{ email: string; unsubscribeUrl: string }[]>;
}

export interface SupporterMailingList {
  /**
   * The addresses of active ('authorized') subscriptions to this creator, at `minTierId` or a tier
   * worth at least as much; every tier when null.
   */
  active(userId: number, minTierId: number | null): Promise<string[]>;
}

/**
 * Supporters reading gated posts without a password (issue 35), offered by monthly support: a
 * subscription is 'active' when authorized (paused or cancelled is not), at `minTierId` or a tier
 * worth at least as much (every tier when null).
 */
export interface SupporterAccess {
  /** The id of an active subscription to this creator paid from `email`, or null. */
  activeSubscription(userId: number, email: string, minTierId: number | null): Promise<string | null>;
  /** Whether this subscription to this creator is still active, at that tier or above. */
  stillActive(userId: number, subscriptionId: string, minTierId: number | null): Promise<boolean>;
}
