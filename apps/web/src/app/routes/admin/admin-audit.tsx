import { AdminAuditScreen } from '../../../features/admin/components/admin-audit-screen';

/** The operator console's Auditoría screen (issue 22). */
export default function AdminAuditRoute() {
  return <AdminAuditScreen />;
}
