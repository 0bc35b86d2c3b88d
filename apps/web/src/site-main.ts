import { activateTopNav } from './components/layout/top-nav-island';
import { activateFeaturedFilters } from './features/featured-creators/islands/featured-filters-island';
import { activateInstallBanner } from './features/pwa/islands/install-banner-island';
import { activateOfflineBar } from './features/pwa/islands/offline-bar-island';
import { registerServiceWorker } from './features/pwa/utils/register-service-worker';
import { prefetchAppOnIntent, startApp, startAppOnIntent, startsOnIntent } from './lib/app-entry';
import { getStoredToken } from './lib/auth/auth-storage';

/**
 * The browser entry of the app's pages served without React (site.html: the landing, featured creators
 * and the legal pages, and login and register until they are used). The server's HTML is the page,
 * complete without JavaScript; this brings its islands to life: the header's menu, the install banner,
 * the offline bar, the featured filters, and the app's entry fetched when a link into the app is about
 * to be followed. Login and register get the app on the visitor's first touch (it hydrates their form,
 * keeping what was typed; its install banner and menu are the app's). A signed-in creator gets the app
 * itself at once, as before.
 */
if (getStoredToken()) startApp(document);
else if (startsOnIntent(document)) startAppOnIntent(document);
else {
  activateTopNav(document);
  activateInstallBanner(document);
  activateOfflineBar(document);
  activateFeaturedFilters(document);
  prefetchAppOnIntent(document);
}

registerServiceWorker();
