import { ExportButton } from '../../../features/exports/components/export-button';
import { LinksManager } from '../../../features/links/components/links-manager';

/** /dashboard/links — 'Gestionar Enlaces' (spec 02 §2). */
export default function LinksRoute() {
  return <LinksManager exportAction={<ExportButton kind="links" />} />;
}
