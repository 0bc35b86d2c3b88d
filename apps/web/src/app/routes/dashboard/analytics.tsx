import { AnalyticsScreen } from '../../../features/analytics/components/analytics-screen';
import { useEvents } from '../../../features/events/api/get-events';
import '../../../styles/dashboard-home.css';
import '../../../styles/analytics.css';

/** /dashboard/analytics (behind FEATURE_ANALYTICS_SCREEN): the statistics screen. */
export default function AnalyticsRoute() {
  const events = useEvents().data ?? [];
  return <AnalyticsScreen events={events.filter((event) => event.status !== 'draft')} />;
}
