import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import type { Logger } from '../../lib/logger';
import { type ShareCardContent, shareCardHash } from './share-card';
import type { ShareCardTask } from './share-card-worker';

const here = fileURLToPath(import.meta.url);
// From source the worker is the .ts file beside this one; the build emits share-card-worker.js
// beside the bundled server (see build.mjs), where this code then lives.
const workerFile = path.join(path.dirname(here), `share-card-worker${path.extname(here)}`);

/** Under vitest the parent has no TypeScript loader for the thread to inherit. */
function workerExecArgv(): string[] {
  const inherited = process.execArgv;
  if (!workerFile.endsWith('.ts') || inherited.some((arg) => arg.includes('tsx'))) return inherited;
  return [...inherited, '--import', 'tsx'];
}

/** Cards kept in memory, by hash (a card is ~20–60 KB). */
const CACHED_CARDS = 300;
const AVATAR_SIZE = 240;

/**
 * Draws share cards (satori + resvg, ~100 ms of CPU each) in one worker thread, off the event loop,
 * and keeps the PNGs by content hash: a card is drawn once per content, and requests for the same
 * card while it is being drawn wait for that one drawing.
 */
export class ShareCardRenderer {
  private readonly pool = new Piscina<ShareCardTask, Uint8Array>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    niceIncrement: 10,
    execArgv: workerExecArgv(),
  });
  private readonly cards = new LRUCache<string, Buffer>({ max: CACHED_CARDS });
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly log: Logger,
  ) {}

  async png(content: ShareCardContent): Promise<Buffer> {
    const hash = shareCardHash(content);
    const cached = this.cards.get(hash);
    if (cached) return cached;
    let pending = this.drawing.get(hash);
    if (!pending) {
      pending = this.draw(content).finally(() => this.drawing.delete(hash));
      this.drawing.set(hash, pending);
    }
    const png = await pending;
    this.cards.set(hash, png);
    return png;
  }

  private async draw(content: ShareCardContent): Promise<Buffer> {
    const avatar = await this.avatarDataUrl(content.avatarUrl);
    return Buffer.from(await this.pool.run({ content, avatar }));
  }

  /**
   * The avatar as a small round-ready PNG. Uploads are read through this server's own /uploads
   * route (whatever the storage behind it), never over the network; anything else is left out.
   */
  private async avatarDataUrl(url: string | null): Promise<string | null> {
    if (!url?.startsWith('/uploads/')) return null;
    try {
      const res = await this.app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) return null;
      const png = await sharp(res.rawPayload)
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .png()
        .toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    } catch (error) {
      this.log.warn({ err: error, url }, 'share card avatar not read');
      return null;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
