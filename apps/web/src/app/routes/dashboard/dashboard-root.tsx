import { DashboardLayout } from '../../../components/layout/dashboard-layout';
import { EmailVerificationBanner } from '../../../features/auth/components/email-verification-banner';
import { PaymentStatusProvider } from '../../../features/payments/hooks/payment-connection';
import { PwaChrome } from '../../../features/pwa/components/pwa-chrome';
import { SavedDataNotice } from '../../../features/pwa/components/saved-data-notice';
import { useOnlineStatus } from '../../../features/pwa/hooks/use-online-status';
import { QueryProvider } from '../../query-layout';
import { PaymentStatusSlot } from './payment-status-slot';

/**
 * The dashboard shell, loaded lazily with the rest of the dashboard area (and with it the data cache).
 * Offline, the screens show their saved answers, marked as such, with every write control disabled.
 */
export default function DashboardRoot() {
  const online = useOnlineStatus();
  return (
    <QueryProvider>
      <PaymentStatusProvider>
        <DashboardLayout
          paymentStatus={<PaymentStatusSlot />}
          chrome={
            <>
              <PwaChrome />
              <EmailVerificationBanner />
              {online ? null : <SavedDataNotice />}
            </>
          }
          readOnly={!online}
        />
      </PaymentStatusProvider>
    </QueryProvider>
  );
}
