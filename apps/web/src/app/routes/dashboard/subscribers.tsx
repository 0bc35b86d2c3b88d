import { ExportButton } from '../../../features/exports/components/export-button';
import { SubscribersScreen } from '../../../features/subscribers/components/subscribers-screen';

/** /dashboard/subscribers ('Suscriptores', issue 24): the fans who asked for the creator's news. */
export default function SubscribersRoute() {
  return <SubscribersScreen exportButton={<ExportButton kind="subscribers" />} />;
}
