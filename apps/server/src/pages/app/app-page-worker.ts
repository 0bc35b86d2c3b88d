import type { AppPageData, RenderedAppPage } from '@enlaza/shared/public';
import type { Logger } from '../../lib/logger';
import { loadWebRenderer, type WebRenderer } from '../../web/page-renderer';
import type { ClientConfig } from '../../web/serve-web';

/** One app page to render in the worker thread: the same arguments the route would give the renderer. */
export interface AppPageTask {
  webDistDir: string;
  url: string;
  data: AppPageData;
  config: ClientConfig;
}

/** A thread has no request log: what goes wrong loading the renderer goes to stderr. */
const stderrLogger: Logger = {
  info() {},
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

let renderer: Promise<WebRenderer | null> | undefined;

/** Renders an app page with the built server entry, loaded once per thread (piscina's task function). */
export default async function renderAppPageTask(task: AppPageTask): Promise<RenderedAppPage> {
  renderer ??= loadWebRenderer(task.webDistDir, stderrLogger);
  const loaded = await renderer;
  if (!loaded) throw new Error('web renderer not available in the worker');
  return loaded.renderAppPage(task.url, task.data, task.config);
}
