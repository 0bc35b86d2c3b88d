import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/spinner';
import { Footer } from './footer';
import { TopNav } from './top-nav';

/** Public shell: top navigation, the page, the footer. */
/** `chrome`: app-wide bars above the content (install banner, offline notice), supplied by the app. */
export function MainLayout({ chrome }: { chrome?: ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <TopNav />
      {chrome}
      <main id="contenido" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
