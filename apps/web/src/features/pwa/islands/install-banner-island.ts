import { installPromptStore } from '../hooks/install-prompt-store';
import { isStandalone, readDismissedAt, rememberDismissed } from '../utils/install-banner-device';
import { type InstallBannerMode, installBannerMode, isIosDevice } from '../utils/install-banner-rules';

function modeNow(): InstallBannerMode {
  return installBannerMode({
    promptAvailable: installPromptStore.get() !== null,
    ios: isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints ?? 0),
    standalone: isStandalone(),
    dismissedAt: readDismissedAt(),
    now: Date.now(),
  });
}

function cloneOf<T extends Element>(doc: Document, id: string): T | null {
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return null;
  return template.content.firstElementChild?.cloneNode(true) as T | null;
}

/**
 * The 'Instalar' banner on the pages without React (same rules and markup as the app's InstallBanner):
 * cloned from the server's template below the header when the browser offers the install or on iOS.
 */
export function activateInstallBanner(doc: Document): void {
  let banner: HTMLElement | null = null;
  const root = doc.documentElement;

  const remove = () => {
    banner?.remove();
    banner = null;
    root.style.removeProperty('--install-banner-height');
  };

  const dismiss = () => {
    rememberDismissed(Date.now());
    remove();
  };

  const openGuide = (opener: HTMLElement) => {
    const dialog = cloneOf<HTMLDialogElement>(doc, 'ios-guide-template');
    if (!dialog) return;
    const close = () => {
      dialog.close();
      dialog.remove();
      opener.focus();
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close();
    });
    dialog.querySelector('[data-guide-close]')?.addEventListener('click', close);
    doc.body.append(dialog);
    dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-guide-close]') ?? dialog).focus();
  };

  const show = () => {
    const mode = modeNow();
    if (!mode) return remove();
    if (banner) return;
    banner = cloneOf<HTMLElement>(doc, 'install-banner-template');
    const header = doc.querySelector('.site-header');
    if (!banner || !header) return;
    const action = banner.querySelector<HTMLButtonElement>('[data-install-action]');
    if (action) {
      action.textContent = mode === 'ios' ? 'Ver cómo' : 'Instalar';
      action.addEventListener('click', () => {
        if (mode === 'ios') return openGuide(action);
        const event = installPromptStore.get();
        if (!event) return;
        installPromptStore.clear();
        void event.prompt().then(() => event.userChoice.then((c) => c.outcome === 'dismissed' && dismiss()));
      });
    }
    banner.querySelector('[data-install-dismiss]')?.addEventListener('click', dismiss);
    header.after(banner);
    root.style.setProperty('--install-banner-height', `${banner.offsetHeight}px`);
  };

  installPromptStore.subscribe(show);
  show();
}
