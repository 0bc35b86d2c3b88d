import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { CloudflarePageCache } from './cloudflare-page-cache';
import { noPageCache, type PageCache } from './page-cache-port';
import { VarnishPageCache } from './varnish-page-cache';

/** PAGE_CACHE: none (default), varnish (CACHE_PURGE_URLS) or cloudflare (CLOUDFLARE_*). */
export function createPageCache(config: Config, log: Logger): PageCache {
  const chosen = config.pageCache;
  if (chosen.kind === 'varnish') return new VarnishPageCache(chosen.purgeUrls, log);
  if (chosen.kind === 'cloudflare') {
    return new CloudflarePageCache(
      {
        apiUrl: chosen.apiUrl,
        zoneId: chosen.zoneId,
        apiToken: chosen.apiToken,
        publicUrl: config.publicUrl,
      },
      log,
    );
  }
  return noPageCache;
}
