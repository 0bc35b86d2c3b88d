/**
 * What the build tells the service worker: the app shell to precache and every hashed asset of this
 * build (anything else in the asset cache belongs to an older build and is dropped on activation).
 */
export interface ServiceWorkerManifest {
  /** Changes whenever any of the files below changes: a new worker, a new shell cache. */
  version: string;
  /** URLs fetched and cached on install: the shell page and what it loads at once. */
  shell: string[];
  /** Every /assets/* file of this build. */
  assets: string[];
}

/** The page the worker falls back to for any navigation while offline (the server answers every SPA route with it). */
export const SHELL_URL = '/';

/** Small files the installed app needs besides the shell's own scripts and styles. */
export const STATIC_SHELL_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

/** The /assets/* URLs an HTML page loads up front (scripts, preloads, styles), in order, once each. */
export function assetsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The global name under which the build hands the manifest to the worker script. */
export const MANIFEST_GLOBAL = '__ENLAZA_SW__';
