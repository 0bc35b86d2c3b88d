import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { sendBeacon } from '../../../lib/send-beacon';

/**
 * POST /public/{username}/donate-opened in the background when the visitor opens the 'Aportar'
 * dialog: the donation funnel's second step (the server counts the no-script form page itself). A
 * failure is logged as the other clicks' are (their text is already in the page's script).
 */
export function countDonateOpened(username: string): void {
  sendBeacon(`/api/public/${encodeURIComponent(username)}/donate-opened`, null, PUBLIC_MESSAGES.clickFailed);
}
