import type { SubscriptionPageCreator } from '@enlaza/shared/fans';

/** A creator whose page takes fans' sign-ups. */
export interface FanSignupCreator extends SubscriptionPageCreator {
  id: number;
}

/**
 * Fans' emails ('Avísame', issue 24) as the pages without JavaScript use them: offered by the
 * subscribers module. A link's creator is null when the link is not (or no longer) valid.
 */
export interface FanSubscriptions {
  /** Null when the page does not exist or its block is off; throws the 403 of a suspended page. */
  openCreator(username: string): Promise<FanSignupCreator | null>;
  /** Throws a 429 when the address or the visitor asked too often. */
  subscribe(
    creator: FanSignupCreator,
    input: { email: string; source_page?: string | undefined },
    ip: string,
  ): Promise<void>;
  openConfirmation(token: string): Promise<SubscriptionPageCreator | null>;
  confirm(token: string, ip: string): Promise<SubscriptionPageCreator | null>;
  openUnsubscribe(token: string): Promise<SubscriptionPageCreator | null>;
  unsubscribe(token: string, ip: string): Promise<SubscriptionPageCreator | null>;
}
