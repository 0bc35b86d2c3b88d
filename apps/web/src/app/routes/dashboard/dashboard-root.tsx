import { DashboardLayout } from '../../../components/layout/dashboard-layout';
import { PaymentStatusProvider } from '../../../features/payments/hooks/payment-status-context';
import { PaymentStatusSlot } from './payment-status-slot';

/** The dashboard shell, loaded lazily with the rest of the dashboard area. */
export default function DashboardRoot() {
  return (
    <PaymentStatusProvider>
      <DashboardLayout paymentStatus={<PaymentStatusSlot />} />
    </PaymentStatusProvider>
  );
}
