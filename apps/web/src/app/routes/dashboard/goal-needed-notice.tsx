import { DONATIONS_CLOSED_MESSAGES as M } from '@enlaza/shared/donations';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { usePaymentStatus } from '../../../features/payments/api/get-payment-status';

/**
 * Mercado Pago connected but no active goal: the public page shows no 'Aportar', so the dashboard
 * says what is missing and leads to the goals screen. `hasGoal` is undefined while it is not known.
 */
export function GoalNeededNotice({ hasGoal }: { hasGoal: boolean | undefined }) {
  const payment = usePaymentStatus();
  if (hasGoal !== false || payment.data?.status !== 'authorized') return null;
  return (
    <Alert tone="info" title={M.needsGoalTitle}>
      <p>{M.needsGoalText}</p>
      <Link to={paths.dashboard.goals.getHref()}>{M.needsGoalLink}</Link>
    </Alert>
  );
}
