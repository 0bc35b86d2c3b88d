import type { FileStorage } from '../../src/integrations/storage/storage-port';

const PREFIX = 'http://localhost:3000/uploads/';

/** The upload store in memory: it owns the URLs under its prefix; deleting one it does not hold is a no-op. */
export class FakeStorage implements Pick<FileStorage, 'owns' | 'delete'> {
  readonly files = new Set<string>();

  put(name: string): string {
    const url = `${PREFIX}${name}`;
    this.files.add(url);
    return url;
  }

  owns(url: string): boolean {
    return url.startsWith(PREFIX);
  }

  async delete(url: string): Promise<void> {
    this.files.delete(url);
  }
}
