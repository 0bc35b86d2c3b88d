import { AnalyticsScreen } from '../../../features/analytics/components/analytics-screen';
import '../../../styles/dashboard-home.css';
import '../../../styles/analytics.css';

/** /dashboard/analytics (behind FEATURE_ANALYTICS_SCREEN): the statistics screen. */
export default function AnalyticsRoute() {
  return <AnalyticsScreen />;
}
