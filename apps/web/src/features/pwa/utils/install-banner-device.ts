import { INSTALL_DISMISSED_KEY, parseDismissedAt } from './install-banner-rules';

/** When the visitor last said 'Ahora no' (null: never, or no storage). */
export function readDismissedAt(): number | null {
  try {
    return parseDismissedAt(localStorage.getItem(INSTALL_DISMISSED_KEY));
  } catch {
    return null;
  }
}

/** Remembers 'Ahora no' now; without storage (private mode) the banner is hidden for this visit only. */
export function rememberDismissed(now: number): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // No storage: nothing to remember.
  }
}

/** Whether the page runs as the installed app. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
