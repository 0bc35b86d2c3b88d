import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { sendBeacon } from '../../../lib/send-beacon';

/** POST /links/{id}/click in the background; the link's own navigation is never held up. */
export function trackLinkClick(linkId: number): void {
  sendBeacon(`/api/links/${linkId}/click`, null, PUBLIC_MESSAGES.clickFailed);
}
