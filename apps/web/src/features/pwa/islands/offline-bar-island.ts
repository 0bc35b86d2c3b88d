import { OFFLINE_TEXT } from '../utils/offline-text';

/** The offline bar the server rendered (OfflineBar's markup), following the browser's online events. */
export function activateOfflineBar(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('.offline-bar');
  if (!bar) return;
  const update = () => {
    const offline = !navigator.onLine;
    bar.dataset.offline = String(offline);
    bar.replaceChildren();
    if (!offline) return;
    const text = doc.createElement('span');
    text.className = 'offline-bar-text';
    text.textContent = OFFLINE_TEXT;
    bar.append(text);
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
