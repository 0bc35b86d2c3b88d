import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PwaChrome } from '../../features/pwa/components/pwa-chrome';
import { PageLoader } from '../ui/spinner';
import { Footer } from './footer';
import { TopNav } from './top-nav';

/** Public shell: top navigation, the page, the footer. */
export function MainLayout() {
  return (
    <div className="site">
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <TopNav />
      <PwaChrome />
      <main id="contenido" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
