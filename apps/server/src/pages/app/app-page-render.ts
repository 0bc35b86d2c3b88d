import type { AppPageData, RenderedAppPage } from '@enlaza/shared/public';
import type { Logger } from '../../lib/logger';
import { WorkerPool, WorkerPoolBusyError } from '../../lib/worker-pool';
import type { WebRenderer } from '../../web/page-renderer';
import type { ClientConfig } from '../../web/serve-web';
import type { AppPageTask } from './app-page-worker';

/**
 * Renders the app pages that read data (the featured creators' fifty cards take 100–500 ms of
 * synchronous React work) in one worker thread, so a render at cache expiry never stalls the event
 * loop (issue 38). When the thread cannot take it (queue full; the renderer not loadable there, for
 * good) the page is rendered here as before, and the first such failure is logged.
 */
export class AppPageRender {
  // The build emits app-page-worker.js beside the bundled server (see build.mjs).
  private readonly pool = new WorkerPool<AppPageTask, RenderedAppPage>({
    besideUrl: import.meta.url,
    worker: 'app-page-worker',
    threads: 1,
    maxQueue: 32,
    idleTimeoutMs: 60_000,
  });
  private warned = false;
  /** Set once the thread could not load the renderer: no thread is started again for nothing. */
  private unavailable = false;

  constructor(
    private readonly renderer: WebRenderer,
    private readonly webDistDir: string,
    private readonly log: Logger,
  ) {}

  async render(url: string, data: AppPageData, config: ClientConfig): Promise<RenderedAppPage> {
    if (this.unavailable) return this.renderer.renderAppPage(url, data, config);
    try {
      return await this.pool.run({ webDistDir: this.webDistDir, url, data, config });
    } catch (error) {
      if (!(error instanceof WorkerPoolBusyError)) this.unavailable = true;
      if (!this.warned) {
        this.warned = true;
        this.log.warn({ err: error }, 'app page rendered on the event loop: the worker could not');
      }
      return this.renderer.renderAppPage(url, data, config);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
