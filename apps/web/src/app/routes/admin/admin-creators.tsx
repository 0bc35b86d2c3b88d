import { AdminCreatorsScreen } from '../../../features/admin/components/admin-creators-screen';

/** The operator console's Creadores screen (issue 22). */
export default function AdminCreatorsRoute() {
  return <AdminCreatorsScreen />;
}
