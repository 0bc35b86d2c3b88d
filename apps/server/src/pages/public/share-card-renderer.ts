import { backgroundImageUrl } from '@enlaza/shared/theme';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DrawnFileCache } from '../../lib/drawn-file-cache';
import type { Logger } from '../../lib/logger';
import { WorkerPool } from '../../lib/worker-pool';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCardContent, shareCardHash } from './share-card';
import type { ShareCardTask } from './share-card-worker';

const AVATAR_SIZE = 240;

/**
 * Draws share cards (satori + resvg, ~100 ms of CPU each) in one worker thread, off the event loop,
 * and keeps the PNGs by content hash: a card is drawn once per content, and requests for the same
 * card while it is being drawn wait for that one drawing. Past `maxQueue` cards waiting, `png`
 * throws WorkerPoolBusyError at once.
 */
export class ShareCardRenderer {
  // The build emits share-card-worker.js beside the bundled server (see build.mjs).
  private readonly pool = new WorkerPool<ShareCardTask, Uint8Array>({
    besideUrl: import.meta.url,
    worker: 'share-card-worker',
    threads: 1,
    maxQueue: 16,
    idleTimeoutMs: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 2 },
  });
  /** A card is 20–100 KB. */
  private readonly cards = new DrawnFileCache({ maxFiles: 300, maxBytes: 16 * 1024 * 1024 });

  constructor(
    private readonly app: FastifyInstance,
    private readonly log: Logger,
  ) {}

  png(content: ShareCardContent): Promise<Buffer> {
    return this.cards.get(shareCardHash(content), () => this.draw(content));
  }

  private async draw(content: ShareCardContent): Promise<Buffer> {
    // Refused before the avatar is read: a full queue costs nothing.
    this.pool.ensureRoom();
    const [avatar, background] = await Promise.all([
      this.avatarDataUrl(content.avatarUrl),
      this.backgroundDataUrl(backgroundImageUrl(content.theme, 'small')),
    ]);
    return Buffer.from(await this.pool.run({ content, avatar, background }));
  }

  /** An upload's bytes, read through this server's own /uploads route (whatever the storage behind it). */
  private async upload(url: string | null): Promise<Buffer | null> {
    if (!url?.startsWith('/uploads/')) return null;
    const res = await this.app.inject({ method: 'GET', url });
    return res.statusCode === 200 ? res.rawPayload : null;
  }

  /**
   * The page's background (its phone file) cut to the card's size as the page shows it (covering,
   * from the top), as a JPEG: Satori draws no WebP. The veil is drawn over it in the worker.
   */
  private async backgroundDataUrl(url: string | null): Promise<string | null> {
    try {
      const bytes = await this.upload(url);
      if (!bytes) return null;
      const jpeg = await sharp(bytes)
        .resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover', position: 'top' })
        .jpeg({ quality: 80 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch (error) {
      this.log.warn({ err: error, url }, 'share card background not read');
      return null;
    }
  }

  /**
   * The avatar as a small round-ready PNG. Uploads are read through this server's own /uploads
   * route (whatever the storage behind it), never over the network; anything else is left out.
   */
  private async avatarDataUrl(url: string | null): Promise<string | null> {
    try {
      const bytes = await this.upload(url);
      if (!bytes) return null;
      const png = await sharp(bytes).resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).png().toBuffer();
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
