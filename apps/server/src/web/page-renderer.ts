import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventDonatePageInput } from '@enlaza/shared/donations';
import type {
  AppPageData,
  PublicPageInput,
  RenderedAppPage,
  RenderedPublicPage,
} from '@enlaza/shared/public';
import type { Logger } from '../lib/logger';
import type { ClientConfig } from './serve-web';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/server) exports. */
export interface WebRenderer {
  renderPublicPage(input: PublicPageInput): RenderedPublicPage;
  renderEventDonatePage(input: EventDonatePageInput): RenderedPublicPage;
  renderAppPage(url: string, data: AppPageData, config: ClientConfig): Promise<RenderedAppPage>;
  /** The app pages rendered on the server: path → the source modules of its lazily loaded screens. */
  APP_PAGES: Readonly<Record<string, readonly string[]>>;
  /** The app pages served without the app (site.html and its islands). */
  ISLAND_PAGES?: readonly string[];
  /** The app pages also served with site.html, whose app starts on the visitor's first touch. */
  APP_ON_INTENT_PAGES?: readonly string[];
}

function isRenderer(value: unknown): value is WebRenderer {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof WebRenderer, unknown>>;
  return (
    typeof entry.renderPublicPage === 'function' &&
    typeof entry.renderEventDonatePage === 'function' &&
    typeof entry.renderAppPage === 'function' &&
    typeof entry.APP_PAGES === 'object' &&
    entry.APP_PAGES !== null
  );
}

/**
 * Imports the built server entry (once: the module cache keeps it). Without a build (tests, a fresh
 * checkout) or with a broken one, the pages answer the 'not built' page or the plain app instead of
 * taking the server down.
 */
export async function loadWebRenderer(webDistDir: string, log: Logger): Promise<WebRenderer | null> {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  try {
    const module: unknown = await import(pathToFileURL(file).href);
    if (isRenderer(module)) return module;
    log.error({ file }, 'server entry does not export the renderers');
  } catch (error) {
    log.error({ err: error, file }, 'server entry failed to load');
  }
  return null;
}
