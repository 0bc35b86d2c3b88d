import { MonthlyScreen } from '../../../features/monthly/components/monthly-screen';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { usePaymentConnection } from '../../../features/payments/hooks/payment-connection';
import '../../../styles/panels.css';

/**
 * /dashboard/monthly ('Aportes mensuales', issue 21): monthly support needs the creator's Mercado
 * Pago account, so the payment panel comes first until it is connected.
 */
export default function MonthlyRoute() {
  const payment = usePaymentConnection().state;
  return (
    <>
      {payment.status === 'authorized' ? null : <PaymentPanel />}
      <MonthlyScreen />
    </>
  );
}
