import type { Readable } from 'node:stream';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { RetryLaterError } from '../../http/errors';

/** Where uploaded files live (avatars, event images): local disk by default, or an S3-compatible bucket. */
export interface FileStorage {
  /** Stores the bytes under a new random name and returns the public URL (`/uploads/<name>`). */
  put(data: Buffer, file: { contentType: StoredContentType }): Promise<string>;
  /** Removes a file this storage produced; URLs of anything else are ignored. */
  delete(url: string): Promise<void>;
  /** Whether the URL points at a file of this storage. */
  owns(url: string): boolean;
  /**
   * Opens a stored file by its name for `/uploads/<name>`: null when there is none, `notModified`
   * when the client's `If-None-Match` already names this version.
   */
  open(name: string, conditions?: { ifNoneMatch?: string | undefined }): Promise<OpenedFile | null>;
  /** Throws a clear message when the storage cannot be used (run once at start-up). */
  check(): Promise<void>;
}

export type OpenedFile =
  | { notModified: true; etag: string }
  | {
      notModified: false;
      etag: string;
      size: number;
      contentType: StoredContentType;
      body: Readable;
    };

export const STORED_CONTENT_TYPES = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type StoredContentType = keyof typeof STORED_CONTENT_TYPES;

/** How long a client waits before trying an upload or an image again after the store failed. */
const RETRY_AFTER_SECONDS = 30;

/** The object store did not answer (or refused us): the request gets a Spanish 503, never a 500. */
export class StorageUnavailableError extends RetryLaterError {
  constructor(cause: unknown) {
    super(503, HTTP_MESSAGES.storageUnavailable, RETRY_AFTER_SECONDS);
    this.cause = cause;
  }
}
