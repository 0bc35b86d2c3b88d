/**
 * Names, as disabled `<link rel="stylesheet">`s, the stylesheets the server put inside the page as
 * `<style data-href>` (apps/server/src/web/inline-styles.ts). Vite's preload helper skips a
 * stylesheet a `<link>` already names, and a disabled link is never downloaded: without them, loading
 * the page's screens downloads again every stylesheet the page holds, at the highest priority, while
 * the page hydrates. Call it before the first lazily loaded screen.
 */
export function announceInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href;
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.disabled = true;
    doc.head.append(link);
  }
}
