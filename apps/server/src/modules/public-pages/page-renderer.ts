import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventDonatePageInput } from '@enlaza/shared/event-donations';
import type { PublicPageInput, RenderedPublicPage } from '@enlaza/shared/public-pages';
import type { Logger } from '../../lib/logger';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/server) exports. */
export interface PublicPageRenderer {
  renderPublicPage(input: PublicPageInput): RenderedPublicPage;
  renderEventDonatePage(input: EventDonatePageInput): RenderedPublicPage;
}

function isRenderer(value: unknown): value is PublicPageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderPublicPage?: unknown }).renderPublicPage === 'function' &&
    typeof (value as { renderEventDonatePage?: unknown }).renderEventDonatePage === 'function'
  );
}

/**
 * Imports the built server entry once, at start. Without a build (tests, a fresh checkout) or with a
 * broken one, the public pages answer the 'not built' page instead of taking the server down.
 */
export async function loadPublicPageRenderer(
  webDistDir: string,
  log: Logger,
): Promise<PublicPageRenderer | null> {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  try {
    const module: unknown = await import(pathToFileURL(file).href);
    if (isRenderer(module)) return module;
    log.error({ file }, 'server entry does not export its page renderers');
  } catch (error) {
    log.error({ err: error, file }, 'server entry failed to load');
  }
  return null;
}
