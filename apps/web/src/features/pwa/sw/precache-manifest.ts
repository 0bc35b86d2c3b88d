/** The page the worker falls back to for any navigation while offline (the server answers every SPA route with it). */
export const SHELL_URL = '/';

/** Small files the installed app needs besides the shell's own scripts and styles. */
export const STATIC_SHELL_FILES = ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png'];

/** The /assets/* URLs an HTML page loads up front (scripts, preloads, styles), in order, once each. */
export function assetsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}
