import { PageLoader } from '../../../components/ui/spinner';
import { PublicShell } from './public-shell';

export function PublicLoading() {
  return (
    <PublicShell>
      <main className="pp-main pp-not-found" id="contenido">
        <div className="pp-card">
          <PageLoader />
        </div>
      </main>
    </PublicShell>
  );
}
