import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** 96 bits of the sha256 in an ETag: no collision in any realistic set of pages, 11 header bytes fewer than 162. */
const ETAG_HASH_CHARS = 16;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The codings an answer is kept in; `identity` is the answer's own bytes. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Below this size a compressed answer saves less than its headers cost: only the bytes themselves. */
const MIN_COMPRESS_BYTES = 1024;

// Preference order when a client accepts several codings at the same q-value.
const CODINGS: ContentCoding[] = ['br', 'gzip', 'identity'];
/** Answers by header value; a client could send endless variants, so it is emptied past its bound. */
const picked = new Map<string, ContentCoding>();

/**
 * The coding to answer in for an `Accept-Encoding` header (q-values honoured, br before gzip);
 * identity when the header is missing or accepts neither.
 */
export function pickCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let coding = picked.get(acceptEncoding);
  if (coding === undefined) {
    coding = negotiate(acceptEncoding, CODINGS) ?? 'identity';
    if (picked.size >= 1000) picked.clear();
    picked.set(acceptEncoding, coding);
  }
  return coding;
}

/**
 * How hard to compress. `best` (brotli 11, gzip 9) for what a route keeps and sends to many (its
 * pages); `fast` (brotli 5, gzip 6) for answers only recognised by their bytes, which may be seen once.
 */
export type Effort = 'best' | 'fast';

const BROTLI_QUALITY: Record<Effort, number> = { best: zlib.constants.BROTLI_MAX_QUALITY, fast: 5 };
const GZIP_LEVEL: Record<Effort, number> = { best: 9, fast: 6 };

/**
 * One answer body with its compressed variants, each computed once (on the thread pool) when first
 * asked for and kept beside it, so no response compresses the same bytes again. Its ETags are strong,
 * so each coding has its own (a strong tag names exact bytes): the sha256 of the uncompressed body,
 * with `-br` or `-gz` after it for the compressed ones.
 */
export class EncodedDocument {
  readonly identity: Buffer;
  readonly hash: string;
  private readonly variants = new Map<'br' | 'gzip', Promise<Buffer>>();
  private compressedBytes = 0;

  /** `onCompressed`: told how many bytes a variant added once it is computed. */
  constructor(
    body: string | Buffer,
    private readonly effort: Effort = 'best',
    hash?: string,
    private readonly onCompressed?: (addedBytes: number) => void,
  ) {
    this.identity = typeof body === 'string' ? Buffer.from(body) : body;
    this.hash = hash ?? hashOf(this.identity);
  }

  /** Whether compressing it is worth it at all (a tiny answer is sent as it is, whatever was asked). */
  get compressible(): boolean {
    return this.identity.length >= MIN_COMPRESS_BYTES;
  }

  /** Bytes kept in memory for it (the cache's budget counts these). */
  get size(): number {
    return this.identity.length + this.compressedBytes;
  }

  etag(coding: ContentCoding): string {
    if (coding === 'br') return `"${this.hash}-br"`;
    if (coding === 'gzip') return `"${this.hash}-gz"`;
    return `"${this.hash}"`;
  }

  /** The coding this document is answered in for a request's `Accept-Encoding`. */
  codingFor(acceptEncoding: string | undefined): ContentCoding {
    return this.compressible ? pickCoding(acceptEncoding) : 'identity';
  }

  /**
   * The bytes in one coding; the first call compresses (requests meanwhile wait for that one). A
   * failed compression gives the identity bytes (the caller then answers identity) and is retried later.
   */
  bytes(coding: ContentCoding): Promise<Buffer> | Buffer {
    if (coding === 'identity' || !this.compressible) return this.identity;
    let variant = this.variants.get(coding);
    if (!variant) {
      variant = this.compress(coding).then(
        (bytes) => {
          this.compressedBytes += bytes.length;
          this.onCompressed?.(bytes.length);
          return bytes;
        },
        () => {
          this.variants.delete(coding);
          return this.identity;
        },
      );
      this.variants.set(coding, variant);
    }
    return variant;
  }

  private compress(coding: 'br' | 'gzip'): Promise<Buffer> {
    if (coding === 'gzip') return gzip(this.identity, { level: GZIP_LEVEL[this.effort] });
    return brotli(this.identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[this.effort],
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
}

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, ETAG_HASH_CHARS);
}

/**
 * Answers kept by the hash of their bytes, least recently used first out past `maxBytes`: a page
 * rendered again from fresh data that came out the same finds its compressed variants here.
 */
export class EncodedDocuments {
  private readonly kept = new Map<string, EncodedDocument>();
  private bytes = 0;

  /** 32 MB: some 600 pages with both variants, well inside the soak's memory bound (issue #18). */
  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  of(body: string | Buffer, effort: Effort = 'best'): EncodedDocument {
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    const hash = hashOf(identity);
    const found = this.kept.get(hash);
    if (found) {
      // Most recently used goes last.
      this.kept.delete(hash);
      this.kept.set(hash, found);
      return found;
    }
    const document = new EncodedDocument(identity, effort, hash, (added) => {
      if (this.kept.get(hash) !== document) return;
      this.bytes += added;
      this.trim();
    });
    this.kept.set(hash, document);
    this.bytes += document.size;
    this.trim();
    return document;
  }

  /** Documents kept, and the bytes they hold (with their variants). */
  get stats(): { documents: number; bytes: number } {
    return { documents: this.kept.size, bytes: this.bytes };
  }

  private trim(): void {
    for (const [hash, document] of this.kept) {
      if (this.bytes <= this.maxBytes || this.kept.size <= 1) break;
      this.kept.delete(hash);
      this.bytes -= document.size;
    }
  }
}
