import { LIMITS } from '@enlaza/shared/limits';
import { keepLoadedPage } from './keep-loaded-page';

const UPDATE_CHECK_MS = LIMITS.serviceWorkerUpdateMinutes * 60_000;

let registering = false;

/**
 * Registers /sw.js (production builds only: the dev server has no worker) once the page has loaded,
 * then asks for an update every 5 minutes (spec 01 §4). On the visit that installs it, the page and
 * its files are handed to it once it is active. Failures are silent: the app works without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // site-main.ts and the app it may start both call this: one registration, one update timer.
  if (registering) return;
  registering = true;
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  const register = () => {
    if (!controlledAtLoad) {
      void navigator.serviceWorker.ready.then((ready) => {
        if (ready.active) keepLoadedPage(ready.active);
      });
    }
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
      })
      .catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
