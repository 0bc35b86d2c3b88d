import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, STORED_CONTENT_TYPES, type StoredContentType } from './storage-port';

/** URL prefix the local files are served under (see serve-uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored name: 32 random hex characters and a known extension, nothing a path could escape with. */
export const STORED_NAME = /^[0-9a-f]{32}\.(webp|jpg|png)$/;

export const CONTENT_TYPE_BY_EXTENSION: Record<string, StoredContentType> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Files in one directory (DATA_DIR/uploads) under random names, served by this same server. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly directory: string) {}

  async put(data: Buffer, file: { contentType: StoredContentType }): Promise<string> {
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${STORED_CONTENT_TYPES[file.contentType]}`;
    // wx: never overwrite, even in the astronomically unlikely case of a repeated name.
    await fs.writeFile(path.join(this.directory, name), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  owns(url: string): boolean {
    return this.nameOf(url) !== null;
  }

  async delete(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (!name) return;
    await fs.rm(path.join(this.directory, name), { force: true });
  }

  private nameOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    return STORED_NAME.test(name) ? name : null;
  }
}
