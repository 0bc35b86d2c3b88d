import { randomBytes } from 'node:crypto';
import { STORED_CONTENT_TYPES, type StoredContentType } from './storage-port';

/** URL prefix every stored file is served under (see serve-uploads.ts), whichever storage holds it. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored name: 32 random hex characters and a known extension, nothing a path could escape with. */
export const STORED_NAME = /^[0-9a-f]{32}\.(webp|jpg|png)$/;

const CONTENT_TYPE_BY_EXTENSION: Record<string, StoredContentType> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A new random name for a file of this type; never reused, so its URL can be cached forever. */
export function newStoredName(contentType: StoredContentType): string {
  return `${randomBytes(16).toString('hex')}.${STORED_CONTENT_TYPES[contentType]}`;
}

/** The stored name inside one of our upload URLs; null for any other URL. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** The type a stored name was saved as (its extension decides). */
export function contentTypeOf(name: string): StoredContentType {
  return CONTENT_TYPE_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'image/webp';
}
