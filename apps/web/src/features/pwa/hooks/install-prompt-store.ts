/** The event Chromium browsers fire when the app can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

/**
 * beforeinstallprompt can fire before React has mounted anything, so it is caught as soon as this
 * module loads and kept until the banner uses it (an event can prompt only once).
 */
export function startInstallPromptCapture(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => set(null);
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

if (typeof window !== 'undefined') startInstallPromptCapture();

export const installPromptStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): BeforeInstallPromptEvent | null => deferred,
  /** The prompt was shown (or the app installed): the event cannot be used again. */
  clear: () => set(null),
};
