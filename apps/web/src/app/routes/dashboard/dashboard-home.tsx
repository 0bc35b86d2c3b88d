import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { IconExternal } from '../../../components/ui/icons';
import { getClientConfig } from '../../../config/client-config';
import { paths } from '../../../config/paths';
import { CurrentGoalCard } from '../../../features/dashboard-home/components/current-goal-card';
import { HomeSkeleton } from '../../../features/dashboard-home/components/home-skeleton';
import { ProfileQrCard } from '../../../features/dashboard-home/components/profile-qr-card';
import { QuickActions } from '../../../features/dashboard-home/components/quick-actions';
import { RecentActivityCard } from '../../../features/dashboard-home/components/recent-activity-card';
import { StatCards } from '../../../features/dashboard-home/components/stat-cards';
import { TopLinksCard } from '../../../features/dashboard-home/components/top-links-card';
import { useDashboardHome } from '../../../features/dashboard-home/hooks/use-dashboard-home';
import { latestDonations } from '../../../features/dashboard-home/utils/home-data';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { TaxCeilingBanner } from '../../../features/tax/components/tax-ceiling-banner';
import { useAuth } from '../../../lib/auth/auth-context';
import { GoalNeededNotice } from './goal-needed-notice';
import '../../../styles/dashboard-home.css';

/** The monthly income card loads on its own: the home never waits for the monthly slice's code. */
const MonthlyIncomeCard = lazy(async () => ({
  default: (await import('../../../features/monthly/components/monthly-income-card')).MonthlyIncomeCard,
}));

/** /dashboard: greeting, the month's figures, goal, top links, recent activity and shortcuts (spec 02 §2). */
export default function DashboardHomeRoute() {
  const { user } = useAuth();
  const home = useDashboardHome();
  const [now] = useState(() => new Date());
  if (!user) return null;

  return (
    <div className="dash-page home">
      <div className="home-greeting">
        <h2 className="dash-greeting">Hola, {user.full_name}</h2>
        <a
          className="btn btn-secondary btn-md"
          href={paths.public.profile.getHref(user.username)}
          target="_blank"
          rel="noopener"
        >
          <IconExternal />
          <span>Ver Perfil</span>
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </div>

      {home.status === 'loading' ? (
        <HomeSkeleton />
      ) : (
        <>
          {home.error ? <Alert tone="error" title={home.error} /> : null}
          <GoalNeededNotice hasGoal={home.goal !== null} />
          <TaxCeilingBanner href={paths.dashboard.tax.getHref()} />
          <StatCards stats={home.stats} goal={home.goal} />
          <div className="home-grid">
            <CurrentGoalCard
              goal={home.goal}
              donations={latestDonations(home.stats.latestDonations)}
              now={now}
            />
            {getClientConfig().features.donationsScreen ? (
              <Suspense fallback={null}>
                <MonthlyIncomeCard href={paths.dashboard.monthly.getHref()} />
              </Suspense>
            ) : null}
            <TopLinksCard links={home.stats.topLinks} />
            <RecentActivityCard activities={home.stats.recentActivities} now={now} />
            <QuickActions username={user.username} />
            <ProfileQrCard user={user} />
            {/* While the donations screen is switched off, its payment panel lives here. */}
            {getClientConfig().features.donationsScreen ? null : <PaymentPanel />}
          </div>
        </>
      )}
    </div>
  );
}
