import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage-port';

/** The S3-compatible bucket when `S3_*` is configured, otherwise local disk under DATA_DIR/uploads. */
export function createStorage(config: Config, log: Logger): FileStorage {
  return config.s3 ? new S3Storage(config.s3, log) : new LocalDiskStorage(config.uploadsDir);
}
