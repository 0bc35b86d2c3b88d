/** Where uploaded files live (avatars, event images): local disk by default, an object store later. */
export interface FileStorage {
  /** Stores the bytes under a new random name and returns the public URL. */
  put(data: Buffer, file: { contentType: StoredContentType }): Promise<string>;
  /** Removes a file this storage produced; URLs of anything else are ignored. */
  delete(url: string): Promise<void>;
  /** Whether the URL points at a file of this storage. */
  owns(url: string): boolean;
}

export const STORED_CONTENT_TYPES = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type StoredContentType = keyof typeof STORED_CONTENT_TYPES;
