import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isStandalone, readDismissedAt, rememberDismissed } from '../utils/install-banner-device';
import { type InstallBannerMode, installBannerMode, isIosDevice } from '../utils/install-banner-rules';
import { installPromptStore } from './install-prompt-store';

export interface InstallBanner {
  mode: InstallBannerMode;
  /** Shows the browser's install dialog ('prompt' mode). */
  install(): Promise<void>;
  /** 'Ahora no': hides the banner and remembers it for 7 days. */
  dismiss(): void;
}

/** Whether to show the install banner and what its buttons do. Decided after mount (it reads the device). */
export function useInstallBanner(): InstallBanner {
  const promptEvent = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get, () => null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [device, setDevice] = useState<{ ios: boolean; standalone: boolean } | null>(null);

  useEffect(() => {
    setDismissedAt(readDismissedAt());
    setDevice({
      ios: isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints ?? 0),
      standalone: isStandalone(),
    });
  }, []);

  const dismiss = useCallback(() => {
    const now = Date.now();
    rememberDismissed(now);
    setDismissedAt(now);
  }, []);

  const install = useCallback(async () => {
    const event = installPromptStore.get();
    if (!event) return;
    installPromptStore.clear();
    await event.prompt();
    const choice = await event.userChoice.catch(() => null);
    if (choice?.outcome === 'dismissed') dismiss();
  }, [dismiss]);

  const mode = device
    ? installBannerMode({
        promptAvailable: promptEvent !== null,
        ios: device.ios,
        standalone: device.standalone,
        dismissedAt,
        now: Date.now(),
      })
    : null;
  return { mode, install, dismiss };
}
