import { useOnlineStatus } from '../hooks/use-online-status';
import { OFFLINE_TEXT } from '../utils/offline-text';

export { OFFLINE_TEXT };

/**
 * Follows the browser's online and offline events (spec 01 §4). The live region is always in the page
 * so the change is announced; it only has text, and only shows, while offline.
 */
export function OfflineBar() {
  const online = useOnlineStatus();
  return (
    <div className="offline-bar" role="status" data-offline={!online}>
      {online ? null : <span className="offline-bar-text">{OFFLINE_TEXT}</span>}
    </div>
  );
}
