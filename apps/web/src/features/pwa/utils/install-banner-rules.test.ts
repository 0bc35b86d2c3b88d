import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISS_MS, installBannerMode, isIosDevice, parseDismissedAt } from './install-banner-rules';

const base = {
  promptAvailable: false,
  ios: false,
  standalone: false,
  dismissedAt: null,
  now: 10_000_000_000,
};

describe('install banner rules', () => {
  it('shows the prompt mode when the browser can install, the iOS guide on iOS, nothing otherwise', () => {
    expect(installBannerMode(base)).toBeNull();
    expect(installBannerMode({ ...base, promptAvailable: true })).toBe('prompt');
    expect(installBannerMode({ ...base, ios: true })).toBe('ios');
  });

  it('never shows inside the installed app', () => {
    expect(installBannerMode({ ...base, ios: true, standalone: true })).toBeNull();
    expect(installBannerMode({ ...base, promptAvailable: true, standalone: true })).toBeNull();
  });

  it('hides for 7 days after a dismissal, then shows again', () => {
    const now = base.now;
    const within = { ...base, ios: true, dismissedAt: now - INSTALL_DISMISS_MS + 1 };
    expect(installBannerMode(within)).toBeNull();
    expect(installBannerMode({ ...within, ios: false, promptAvailable: true })).toBeNull();
    expect(installBannerMode({ ...base, ios: true, dismissedAt: now - INSTALL_DISMISS_MS })).toBe('ios');
    expect(INSTALL_DISMISS_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('reads the stored time defensively', () => {
    expect(parseDismissedAt('1750000000000')).toBe(1_750_000_000_000);
    for (const bad of [null, '', 'ayer', '-5', '1e12', '12.5']) expect(parseDismissedAt(bad)).toBeNull();
  });

  it('recognises iPhone, iPad (also as a touch Mac) and not Android or desktop Mac', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'iPhone', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Linux armv8l', 5)).toBe(false);
  });
});
