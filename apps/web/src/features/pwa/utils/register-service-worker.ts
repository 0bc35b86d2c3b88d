import { LIMITS } from '@enlaza/shared/limits';

const UPDATE_CHECK_MS = LIMITS.serviceWorkerUpdateMinutes * 60_000;

/**
 * Registers /sw.js (production builds only: the dev server has no worker) once the page has loaded,
 * then asks for an update every 5 minutes (spec 01 §4). Failures are silent: the app works without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
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
