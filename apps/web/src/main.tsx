import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreensOf } from './app/router';
import { registerServiceWorker } from './features/pwa/utils/register-service-worker';
import { getStoredToken, saveSession } from './lib/auth/auth-storage';
import { announceInlinedStylesheets } from './lib/inlined-stylesheets';
import { PageDataContext, readPageData } from './lib/page-data';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

announceInlinedStylesheets();
const pageData = readPageData();
// A login or sign-up posted without the script: the page carries the session, kept as after the API's
// answer, and the address becomes the dashboard's (a reload must not post the form again).
if (pageData.session) {
  const { token, user, rememberMe } = pageData.session;
  saveSession(token, user, rememberMe);
  window.history.replaceState(null, '', pageData.path ?? '/dashboard');
}
const app = (
  <StrictMode>
    <PageDataContext value={pageData}>
      <App />
    </PageDataContext>
  </StrictMode>
);

// Server-rendered pages arrive with markup inside #root, rendered for a visitor: adopt it. A signed-in
// creator sees other navigation (or is sent to the dashboard), and the offline fallback may hold
// another page's markup: then the app renders afresh.
const adopt =
  container.firstElementChild !== null && pageData.path === window.location.pathname && !getStoredToken();
// The page's screens are loaded first (their files are already preloaded by the page), so hydration
// never waits on one. As a transition, hydration yields to the browser every few milliseconds instead
// of holding the main thread for the whole page (a phone stays responsive while the page comes alive).
if (adopt) {
  void preloadScreensOf(window.location.pathname)
    .catch(() => undefined) // offline or a failed download: the screen retries as it renders
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else createRoot(container).render(app);

registerServiceWorker();
