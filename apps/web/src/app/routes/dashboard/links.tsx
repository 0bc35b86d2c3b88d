import { LinksManager } from '../../../features/links/components/links-manager';

/** /dashboard/links — 'Gestionar Enlaces' (spec 02 §2). */
export default function LinksRoute() {
  return <LinksManager />;
}
