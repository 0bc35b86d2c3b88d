import type { Config } from '../../config/env';
import { LocalDiskStorage } from './local-disk-storage';

/** Local disk under DATA_DIR/uploads (the only store so far; an S3 adapter would be picked here). */
export function createStorage(config: Config): LocalDiskStorage {
  return new LocalDiskStorage(config.uploadsDir);
}
