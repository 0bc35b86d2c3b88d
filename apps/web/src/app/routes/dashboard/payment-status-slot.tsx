import { useNavigate } from 'react-router';
import { getClientConfig } from '../../../config/client-config';
import { paths } from '../../../config/paths';
import { PaymentBadge } from '../../../features/payments/components/payment-badge';
import { PAYMENT_PANEL_ID } from '../../../features/payments/components/payment-panel';

/**
 * The payment status badge of the dashboard header (spec 02 §2, payment integration panel). Its
 * settings action leads to /dashboard/donations; while that screen is switched off (it redirects to
 * /dashboard) it leads to the integration panel on the dashboard home instead, so connecting and
 * disconnecting stay reachable.
 */
export function PaymentStatusSlot() {
  const navigate = useNavigate();
  const openSettings = () => {
    if (getClientConfig().features.donationsScreen) navigate(paths.dashboard.donations.getHref());
    else navigate({ pathname: paths.dashboard.root.getHref(), hash: `#${PAYMENT_PANEL_ID}` });
  };
  return <PaymentBadge onOpenSettings={openSettings} />;
}
