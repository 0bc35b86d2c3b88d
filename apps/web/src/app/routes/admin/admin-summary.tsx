import { AdminSummaryScreen } from '../../../features/admin/components/admin-summary-screen';

/** The operator console's Resumen screen (issue 22). */
export default function AdminSummaryRoute() {
  return <AdminSummaryScreen />;
}
