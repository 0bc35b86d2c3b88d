import { DASHBOARD_TITLES, type DashboardRouteName } from '../../../config/paths';
import { PendingPage } from '../pending-page';

/** Placeholder for a dashboard child whose screen is built separately. */
export default function DashboardPendingRoute({ name }: { name: DashboardRouteName }) {
  return <PendingPage title={DASHBOARD_TITLES[name]} variant="section" />;
}
