import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { paths } from '../../../config/paths';
import { DonationChipsPanel } from '../../../features/donations/components/donation-chips-panel';
import { DonationsHistory } from '../../../features/donations/components/donations-history';
import { DonationsStats } from '../../../features/donations/components/donations-stats';
import { WallSettingsPanel } from '../../../features/donations/components/wall-settings-panel';
import { useReceivedDonations } from '../../../features/donations/hooks/use-received-donations';
import { useEvents } from '../../../features/events/api/get-events';
import { ExportButton } from '../../../features/exports/components/export-button';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { usePaymentConnection } from '../../../features/payments/hooks/payment-connection';
import { useAuth } from '../../../lib/auth/auth-context';
import { activeGoalQueryOptions } from '../../../lib/queries/active-goal-query';
import { GoalNeededNotice } from './goal-needed-notice';
import '../../../styles/donations.css';
import '../../../styles/panels.css';

// 'Transferencias' (issue 32): the alias or CVU shown as 'Transferir'; loads after the screen itself.
const TransferDetailsPanel = lazy(() =>
  import('../../../features/transfers/components/transfer-details-panel').then((m) => ({
    default: m.TransferDetailsPanel,
  })),
);

/**
 * /dashboard/donations (behind FEATURE_DONATIONS_SCREEN): the payment integration panel, the
 * approved-only figures while connected, and the history of received donations (spec 02 §2).
 */
export default function DonationsRoute() {
  const { user } = useAuth();
  const payment = usePaymentConnection().state;
  const history = useReceivedDonations();
  const events = useEvents().data ?? [];
  const activeGoal = useQuery(activeGoalQueryOptions());
  if (!user) return null;
  return (
    <div className="dash-page donations-page">
      <div className="section-head">
        <div className="donations-intro">
          <h2 className="dash-greeting">Tus donaciones</h2>
          <p className="donations-muted">
            Conecta MercadoPago, mira cuánto recibiste y el estado de cada aporte a tus objetivos.
          </p>
        </div>
        <div className="section-actions">
          <ExportButton kind="donations" />
        </div>
      </div>
      <PaymentPanel />
      <Suspense fallback={null}>
        <TransferDetailsPanel />
      </Suspense>
      {/* A goal that cannot be read counts as none, as on the dashboard home. */}
      <GoalNeededNotice
        hasGoal={activeGoal.isSuccess ? activeGoal.data !== null : activeGoal.isError ? false : undefined}
      />
      {payment.status === 'authorized' && history.stats ? (
        <DonationsStats stats={history.stats} forEvent={history.eventId !== null} />
      ) : null}
      <WallSettingsPanel />
      <DonationChipsPanel />
      <DonationsHistory
        history={history}
        profileHref={paths.public.profile.getHref(user.username)}
        events={events.filter((event) => event.status !== 'draft')}
      />
    </div>
  );
}
