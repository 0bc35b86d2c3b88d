import type { Logger } from '../../lib/logger';
import { creatorBanPattern } from './creator-paths';
import type { PageCache, PurgeTarget } from './page-cache-port';
import { PURGE_RETRY_DELAYS_MS, retryable, sendWithRetries } from './send-with-retries';

/** The request header naming what to ban (agreed with deploy/varnish/default.vcl). */
export const BAN_HEADER = 'x-ban-url';

/**
 * Varnish nodes (CACHE_PURGE_URLS), each told with one ban per change. The contract with
 * deploy/varnish/default.vcl:
 *
 *   BAN / HTTP/1.1                       sent to every node's base URL (its path is ignored)
 *   X-Ban-Url: (?i)^(/u/(ana)([/?]|$)|…)  a PCRE matched against the path + query of cached objects
 *
 * The VCL accepts BAN only from the app's addresses (else 403), stores each object's `req.url` in
 * `obj.http.x-url` (unset on delivery) and bans `obj.http.x-url ~ <X-Ban-Url>` (a lurker-friendly
 * ban, all hosts), answering 200. Any 2xx is success; 429/5xx and network errors are tried again.
 */
export class VarnishPageCache implements PageCache {
  readonly kind = 'varnish' as const;

  constructor(
    private readonly nodes: readonly string[],
    private readonly log: Logger,
    private readonly retryDelaysMs: readonly number[] = PURGE_RETRY_DELAYS_MS,
  ) {}

  async purge(target: PurgeTarget): Promise<void> {
    const pattern = creatorBanPattern(target);
    if (!pattern) return;
    await Promise.all(this.nodes.map((node) => this.ban(node, pattern)));
  }

  private async ban(node: string, pattern: string): Promise<void> {
    const outcome = await sendWithRetries(
      (signal) => fetch(`${node}/`, { method: 'BAN', headers: { [BAN_HEADER]: pattern }, signal }),
      async (response) => {
        await response.body?.cancel();
        return { ok: response.ok, retry: retryable(response.status), detail: `HTTP ${response.status}` };
      },
      this.retryDelaysMs,
    );
    if (!outcome.ok) {
      this.log.error(
        { node: new URL(node).origin, tries: outcome.tries, detail: outcome.detail },
        'varnish ban failed',
      );
    }
  }
}
