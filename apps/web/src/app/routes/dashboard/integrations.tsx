import { OverlayPanel } from '../../../features/overlay/components/overlay-panel';
import { IntegrationsScreen } from '../../../features/webhooks/components/integrations-screen';

/** /dashboard/integrations ('Integraciones', issue 37): the creator's webhooks and the stream alert. */
export default function IntegrationsRoute() {
  return (
    <>
      <IntegrationsScreen />
      <div className="dash-page">
        <OverlayPanel />
      </div>
    </>
  );
}
