import { AdminReportsScreen } from '../../../features/admin/components/admin-reports-screen';

/** The operator console's Denuncias screen (issue 22). */
export default function AdminReportsRoute() {
  return <AdminReportsScreen />;
}
