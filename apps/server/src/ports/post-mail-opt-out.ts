import type { SubscriptionPageCreator } from '@enlaza/shared/fans';

/**
 * A monthly supporter leaving a creator's post mails (issue 35), offered by posts to the page fans
 * leave their list on (/suscripcion/baja): a supporter's link token starts with 's'.
 */
export interface PostMailOptOut {
  isOptOutToken(token: string): boolean;
  /** Whose mails the link leaves; changes nothing. Null for a token that is not valid. */
  open(token: string): Promise<SubscriptionPageCreator | null>;
  /** Leaves them (idempotent). Null for a token that is not valid. */
  optOut(token: string): Promise<SubscriptionPageCreator | null>;
}
