import { InstallBannerView } from './install-banner';
import { IosInstallGuideContent } from './ios-install-guide';

/**
 * The install banner and the iOS guide as inert templates for the server-rendered pages without React
 * (landing, featured, legal): their island (islands/install-banner-island.ts) clones them when the
 * device qualifies, so they look exactly like the app's.
 */
export function InstallBannerTemplates() {
  return (
    <>
      <template id="install-banner-template">
        <InstallBannerView mode="prompt" titleId="install-banner-title" />
      </template>
      <template id="ios-guide-template">
        <dialog className="modal-layer" aria-modal="true" aria-labelledby="ios-guide-title" tabIndex={-1}>
          <div className="ios-guide-backdrop">
            <div className="ios-guide">
              <IosInstallGuideContent titleId="ios-guide-title" />
            </div>
          </div>
        </dialog>
      </template>
    </>
  );
}
