import { useAuth } from '../../../lib/auth/auth-context';
import { PendingPage } from '../pending-page';

/** Placeholder dashboard home: greets the creator; statistics come with the dashboard work. */
export default function DashboardHomeRoute() {
  const { user } = useAuth();
  return (
    <div className="dash-page">
      <h2 className="dash-greeting">Hola, {user?.full_name}</h2>
      <PendingPage title="Dashboard" variant="section" />
    </div>
  );
}
