/**
 * The app's entry on the server-rendered pages without React: the server lists its script and the
 * scripts it imports in `<meta name="enlaza-app">` (space-separated). They are downloaded only on
 * intent (a pointer over, a focus on or a touch of a link into the app), so the next page finds them
 * cached, and run only for a signed-in creator, who gets the app as before.
 */
function appFiles(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="enlaza-app"]')?.content ?? '';
  return content.split(' ').filter((file) => file.startsWith('/'));
}

const APP_ONLY = ['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/admin'];

/** A same-origin address the app (not a server page) serves. */
export function leadsIntoApp(href: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return APP_ONLY.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
}

let prefetched = false;

/** Asks for the app's scripts at low priority, once. */
export function prefetchApp(doc: Document): void {
  if (prefetched) return;
  prefetched = true;
  for (const file of appFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
  }
}

/** Runs the app on this page (it renders afresh over the server's markup). */
export function startApp(doc: Document): void {
  const [entry] = appFiles(doc);
  if (!entry) return;
  prefetchApp(doc);
  // Offline or a failed download: the page stays as the server sent it (its forms post without the app).
  import(/* @vite-ignore */ entry).catch(() => undefined);
}

export function prefetchAppOnIntent(doc: Document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && leadsIntoApp(link.getAttribute('href') ?? '', doc.location.origin)) {
      prefetchApp(doc);
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
        doc.removeEventListener(type, onIntent);
      }
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    doc.addEventListener(type, onIntent, { passive: true });
  }
}

// Not pointerover: Chromium sends hover events of its own after layout changes under a resting mouse.
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Starts the app on the page's first sign of a visitor (a press, a touch, a focus or a key), for the
 * pages whose form works without it until then (`<meta name="enlaza-app-start" content="intent">`).
 */
export function startAppOnIntent(doc: Document, start: () => void = () => startApp(doc)): void {
  const onIntent = () => {
    for (const type of FIRST_TOUCH) doc.removeEventListener(type, onIntent, true);
    start();
  };
  for (const type of FIRST_TOUCH) doc.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Whether this page asks for its app on the first touch rather than never. */
export function startsOnIntent(doc: Document): boolean {
  return doc.querySelector('meta[name="enlaza-app-start"]')?.getAttribute('content') === 'intent';
}
