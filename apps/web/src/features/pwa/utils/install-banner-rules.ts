import { LIMITS } from '@enlaza/shared/limits';

/** localStorage key holding the time (ms since epoch) the install banner was last dismissed. */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';
export const INSTALL_DISMISS_MS = LIMITS.installBannerDismissDays * 86_400_000;

export interface InstallBannerFacts {
  /** The browser fired beforeinstallprompt and the event has not been used yet. */
  promptAvailable: boolean;
  ios: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
  dismissedAt: number | null;
  now: number;
}

/** 'prompt': the browser can install; 'ios': show the Share → Agregar guide; null: no banner. */
export type InstallBannerMode = 'prompt' | 'ios' | null;

/**
 * Spec 01 §4: visible when the install prompt is available, or on iOS when not installed; a
 * dismissal ('Ahora no') hides it for 7 days either way, and the installed app never shows it.
 */
export function installBannerMode(facts: InstallBannerFacts): InstallBannerMode {
  if (facts.standalone) return null;
  if (facts.dismissedAt !== null && facts.now - facts.dismissedAt < INSTALL_DISMISS_MS) return null;
  if (facts.promptAvailable) return 'prompt';
  if (facts.ios) return 'ios';
  return null;
}

/** The stored dismissal time, or null when absent or unreadable. */
export function parseDismissedAt(value: string | null): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}

/** iPhone, iPod and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}
