import type { CancelCredential, CancelListItem } from '@enlaza/shared/monthly';

/** A 'Dar de baja' that went through: what was cancelled and what is left for the same email. */
export interface CancelDone {
  done: { creator_name: string; tier_name: string; code: string };
  items: CancelListItem[];
  /** The mailed link, still working for the rest of the email's list. */
  credential: CancelCredential;
}

export type CancelAttempt =
  | ({ kind: 'cancelled' } & CancelDone)
  /** The link is unknown, expired, or everything it listed is cancelled. */
  | { kind: 'invalid' }
  /** Not one of this email's open subscriptions (the credential is left as it was). */
  | { kind: 'refused'; items: CancelListItem[]; message: string };

/**
 * The public cancel page ('botón de baja', /baja), offered by the monthly module to the pages:
 * no account, no login, one answer for any email.
 */
export interface MonthlyCancelDesk {
  /**
   * The same work for any email before the answer: the per-address limit (429 throws). Answers the
   * step to start once the answer is sent: it mails a link when the email has open subscriptions.
   */
  requestLink(email: string, ip: string): Promise<() => void>;
  /** The open subscriptions a valid, unused link lists; null when it is not (opening it uses nothing). */
  openLink(token: string): Promise<CancelListItem[] | null>;
  /** 'Dar de baja': the provider first, then ours; the link works until everything it lists is cancelled. */
  cancel(credential: CancelCredential, subscriptionId: string, ip: string): Promise<CancelAttempt>;
}
