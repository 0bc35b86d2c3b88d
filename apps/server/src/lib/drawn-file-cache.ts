import { LRUCache } from 'lru-cache';

export interface DrawnFileCacheOptions {
  maxFiles: number;
  maxBytes: number;
}

/**
 * Drawn files (PNGs, PDFs) by content key, bounded by count and by bytes; requests for a key that
 * is being drawn wait for that one drawing instead of starting another.
 */
export class DrawnFileCache {
  private readonly files: LRUCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(options: DrawnFileCacheOptions) {
    this.files = new LRUCache<string, Buffer>({
      max: options.maxFiles,
      maxSize: options.maxBytes,
      sizeCalculation: (file) => Math.max(1, file.byteLength),
    });
  }

  async get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.files.get(key);
    if (cached) return cached;
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((file) => {
          this.files.set(key, file);
          return file;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.files.calculatedSize;
  }
}
