import { DashboardLayout } from '../../../components/layout/dashboard-layout';
import { PaymentStatusSlot } from './payment-status-slot';

/** The dashboard shell, loaded lazily with the rest of the dashboard area. */
export default function DashboardRoot() {
  return <DashboardLayout paymentStatus={<PaymentStatusSlot />} />;
}
