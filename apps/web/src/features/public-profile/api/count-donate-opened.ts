import { sendBeacon } from '../../../lib/send-beacon';

const FAILED = 'Error al registrar la apertura de «Aportar»';

/**
 * POST /public/{username}/donate-opened in the background when the visitor opens the 'Aportar'
 * dialog: the donation funnel's second step (the server counts the no-script form page itself).
 */
export function countDonateOpened(username: string): void {
  sendBeacon(`/api/public/${encodeURIComponent(username)}/donate-opened`, null, FAILED);
}
