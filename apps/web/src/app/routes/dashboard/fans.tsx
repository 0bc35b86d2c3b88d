import { ExportButton } from '../../../features/exports/components/export-button';
import { FansScreen } from '../../../features/fans/components/fans-screen';

/** /dashboard/subscribers ('Suscriptores', issue 24): the fans who asked for the creator's news. */
export default function SubscribersRoute() {
  return <FansScreen exportButton={<ExportButton kind="subscribers" />} />;
}
