import fs from 'node:fs';
import path from 'node:path';
import { namesEtag } from '../../lib/etag';
import type { FileStorage, OpenedFile, StoredContentType } from './storage-port';
import { contentTypeOf, newStoredName, STORED_NAME, storedNameOf, UPLOADS_URL_PREFIX } from './stored-name';

/** Files in one directory (DATA_DIR/uploads) under random names, served by this same server. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly directory: string) {}

  async check(): Promise<void> {
    await fs.promises.mkdir(this.directory, { recursive: true });
    await fs.promises.access(this.directory, fs.constants.W_OK);
  }

  async put(data: Buffer, file: { contentType: StoredContentType }): Promise<string> {
    await fs.promises.mkdir(this.directory, { recursive: true });
    const name = newStoredName(file.contentType);
    // wx: never overwrite, even in the astronomically unlikely case of a repeated name.
    await fs.promises.writeFile(path.join(this.directory, name), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  owns(url: string): boolean {
    return storedNameOf(url) !== null;
  }

  async delete(url: string): Promise<void> {
    const name = storedNameOf(url);
    if (!name) return;
    await fs.promises.rm(path.join(this.directory, name), { force: true });
  }

  async open(
    name: string,
    conditions: { ifNoneMatch?: string | undefined } = {},
  ): Promise<OpenedFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const file = path.join(this.directory, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    // A name's bytes never change, so size and write time identify the version.
    const etag = `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
    if (namesEtag(conditions.ifNoneMatch, etag)) return { notModified: true, etag };
    return {
      notModified: false,
      etag,
      size: stat.size,
      contentType: contentTypeOf(name),
      body: fs.createReadStream(file),
    };
  }
}
