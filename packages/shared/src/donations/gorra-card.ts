/**
 * 'Pasar la gorra' on the public event page. Kept apart from event-donations.ts: this file ships in
 * the public pages' bundle, the rest (the donation page, the dashboard's texts) does not.
 */

/** Its texts. */
export const EVENT_GORRA_CARD = {
  title: 'Pasar la gorra',
  raised: 'Aportado en este evento',
  donate: 'Aportar',
} as const;

/** The event page's 'Pasar la gorra' card: what was given there and where to give. */
export interface EventGorra {
  /** Approved donations made at this event, in pesos. */
  raised: number;
  /** The donation page, or null when the event takes no donations (cancelled, finished, not connected). */
  donateUrl: string | null;
}
