import type { CancelCredential, CancelListItem } from '@enlaza/shared/monthly';

/** A 'Dar de baja' that went through: what was cancelled and what is left for the same email. */
export interface CancelDone {
  done: { creator_name: string; tier_name: string; code: string };
  items: CancelListItem[];
  /** The signed session that keeps the page working for the rest of the email's list. */
  session: CancelCredential;
}

export type CancelAttempt =
  | ({ kind: 'cancelled' } & CancelDone)
  /** The link or session is unknown, used or expired. */
  | { kind: 'invalid' }
  /** Not one of this email's open subscriptions (the credential is left as it was). */
  | { kind: 'refused'; items: CancelListItem[]; message: string };

/**
 * The public cancel page ('botón de baja', /baja), offered by the monthly module to the pages:
 * no account, no login, one answer for any email.
 */
export interface MonthlyCancelDesk {
  /** Mails a one-use link when the email has open subscriptions; answers the same either way (429 throws). */
  requestLink(email: string, ip: string): Promise<void>;
  /** The open subscriptions a valid, unused link lists; null when it is not (opening it uses nothing). */
  openLink(token: string): Promise<CancelListItem[] | null>;
  /** The open subscriptions a signed session lists; null when it is not valid. */
  openSession(session: string): Promise<CancelListItem[] | null>;
  /** 'Dar de baja': the provider first, then ours; the link is consumed by its first cancellation. */
  cancel(credential: CancelCredential, subscriptionId: string, ip: string): Promise<CancelAttempt>;
}
