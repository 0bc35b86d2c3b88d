import type { Logger } from '../../lib/logger';
import { creatorPaths, creatorPrefixes } from './creator-paths';
import type { PageCache, PurgeTarget } from './page-cache-port';
import { type Attempt, PURGE_RETRY_DELAYS_MS, retryable, sendWithRetries } from './send-with-retries';

/** URLs per purge call: the limit every plan has always accepted (newer plans take up to 100). */
export const CLOUDFLARE_FILES_PER_CALL = 30;

export interface CloudflareOptions {
  /** https://api.cloudflare.com/client/v4 (a local fake server in tests). */
  apiUrl: string;
  zoneId: string;
  apiToken: string;
  /** PUBLIC_URL: the scheme and host the visitors' URLs (the cache keys) carry. */
  publicUrl: string;
}

/**
 * Cloudflare's purge by URL: `POST {api}/zones/{zone}/purge_cache` with a Bearer token and
 * `{"files": [absolute URLs]}`, at most 30 per call; then one `{"prefixes": […]}` call for the
 * share cards' folders (their file names change with what they show). The token only travels in
 * the Authorization header and is never logged.
 */
export class CloudflarePageCache implements PageCache {
  readonly kind = 'cloudflare' as const;
  private readonly endpoint: string;
  private readonly origin: URL;

  constructor(
    private readonly options: CloudflareOptions,
    private readonly log: Logger,
    private readonly retryDelaysMs: readonly number[] = PURGE_RETRY_DELAYS_MS,
  ) {
    this.endpoint = `${options.apiUrl}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
    this.origin = new URL(options.publicUrl);
  }

  async purge(target: PurgeTarget): Promise<void> {
    const files = creatorPaths(target).map((path) => new URL(path, this.origin).toString());
    const calls: object[] = [];
    for (let i = 0; i < files.length; i += CLOUDFLARE_FILES_PER_CALL) {
      calls.push({ files: files.slice(i, i + CLOUDFLARE_FILES_PER_CALL) });
    }
    const base = `${this.origin.host}${this.origin.pathname.replace(/\/+$/, '')}`;
    const prefixes = creatorPrefixes(target).map((path) => `${base}${path}`);
    if (prefixes.length > 0) calls.push({ prefixes });
    await Promise.all(calls.map((body) => this.call(body)));
  }

  private async call(body: object): Promise<void> {
    const outcome = await sendWithRetries(
      (signal) =>
        fetch(this.endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.options.apiToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal,
        }),
      judgeCloudflare,
      this.retryDelaysMs,
    );
    if (!outcome.ok) {
      this.log.error({ tries: outcome.tries, detail: outcome.detail }, 'cloudflare purge failed');
    }
  }
}

async function judgeCloudflare(response: Response): Promise<Attempt> {
  const text = await response.text();
  let answer: { success?: unknown; errors?: { code?: unknown; message?: unknown }[] } = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  const ok = response.ok && answer.success === true;
  const errors = (answer.errors ?? []).map((e) => `${String(e.code)} ${String(e.message)}`).join('; ');
  return {
    ok,
    retry: retryable(response.status),
    detail: `HTTP ${response.status}${errors ? ` ${errors}` : ''}`,
  };
}
