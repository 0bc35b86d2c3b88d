import { DashboardLayout } from '../../../components/layout/dashboard-layout';
import { PaymentStatusProvider } from '../../../features/payments/hooks/payment-connection';
import { PwaChrome } from '../../../features/pwa/components/pwa-chrome';
import { QueryProvider } from '../../query-layout';
import { PaymentStatusSlot } from './payment-status-slot';

/** The dashboard shell, loaded lazily with the rest of the dashboard area (and with it the data cache). */
export default function DashboardRoot() {
  return (
    <QueryProvider>
      <PaymentStatusProvider>
        <DashboardLayout paymentStatus={<PaymentStatusSlot />} chrome={<PwaChrome />} />
      </PaymentStatusProvider>
    </QueryProvider>
  );
}
