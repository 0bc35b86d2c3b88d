import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { sendBeacon } from '../../../lib/send-beacon';

/** POST /public/{username}/music-click {url}: the 'spotify' click event of spec 01 §2. */
export function trackMusicClick(username: string, url: string): void {
  sendBeacon(`/api/public/${encodeURIComponent(username)}/music-click`, { url }, PUBLIC_MESSAGES.clickFailed);
}
