import '../../../styles/pwa.css';
import { InstallBanner } from './install-banner';
import { OfflineBar } from './offline-bar';

/**
 * The installable app's chrome for any layout: the install banner (in the page flow, so it never
 * covers content) and the offline bar. Renders nothing on the server; it decides after mount.
 */
export function PwaChrome() {
  return (
    <>
      <InstallBanner />
      <OfflineBar />
    </>
  );
}
