import { activateTopNav } from './components/layout/top-nav-island';
import { activateFeaturedFilters } from './features/featured-creators/islands/featured-filters-island';
import { activateInstallBanner } from './features/pwa/islands/install-banner-island';
import { activateOfflineBar } from './features/pwa/islands/offline-bar-island';
import { registerServiceWorker } from './features/pwa/utils/register-service-worker';
import { prefetchAppOnIntent, startApp } from './lib/app-entry';
import { getStoredToken } from './lib/auth/auth-storage';

/**
 * The browser entry of the app's pages that need no React (site.html: the landing, featured creators
 * and the legal pages). The server's HTML is the page, complete without JavaScript; this brings its
 * islands to life: the header's menu, the install banner, the offline bar, the featured filters, and the app's entry
 * fetched when a link into the app is about to be followed. A signed-in creator gets the app itself
 * (their header, the landing's way to the dashboard), as before.
 */
if (getStoredToken()) startApp(document);
else {
  activateTopNav(document);
  activateInstallBanner(document);
  activateOfflineBar(document);
  activateFeaturedFilters(document);
  prefetchAppOnIntent(document);
}

registerServiceWorker();
