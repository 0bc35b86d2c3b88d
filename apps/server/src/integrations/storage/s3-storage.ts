import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import {
  type FileStorage,
  type OpenedFile,
  StorageUnavailableError,
  type StoredContentType,
} from './storage-port';
import { contentTypeOf, newStoredName, STORED_NAME, storedNameOf, UPLOADS_URL_PREFIX } from './stored-name';

/** Objects live under this key prefix, so the bucket can be shared with other things. */
const KEY_PREFIX = 'uploads/';
/** Written by the start-up check; no stored name looks like it, so it is never served. */
const CHECK_KEY = `${KEY_PREFIX}.enlaza-check`;

/** One quoted entity tag, as a browser sends back the ETag it got; anything else is not passed on. */
const SINGLE_ETAG = /^"[\w-]{1,128}"$/;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO): every copy of the server sees
 * the same files. URLs stay `/uploads/<name>`: serve-uploads.ts streams them from the bucket.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly log: Logger,
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      maxAttempts: 3,
    });
  }

  /**
   * Fails with a clear message when the bucket cannot be written with these credentials. It writes
   * one small marker object (the same key every start) rather than listing the bucket: writing is
   * what uploads need, and a least-privilege key may not be allowed to list.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: CHECK_KEY,
          Body: 'ok',
          ContentType: 'text/plain',
        }),
      );
    } catch (error) {
      const reason =
        error instanceof S3ServiceException
          ? error.name
          : error instanceof Error
            ? error.message
            : String(error);
      const where = this.config.endpoint ? ` en ${this.config.endpoint}` : '';
      throw new Error(
        `S3: no se pudo escribir en el bucket "${this.config.bucket}"${where} (${reason}). Revisa S3_ENDPOINT, S3_BUCKET, S3_REGION y las credenciales.`,
      );
    }
  }

  async put(data: Buffer, file: { contentType: StoredContentType }): Promise<string> {
    const name = newStoredName(file.contentType);
    await this.call('put', name, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: KEY_PREFIX + name,
          Body: data,
          ContentType: file.contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  owns(url: string): boolean {
    return storedNameOf(url) !== null;
  }

  async delete(url: string): Promise<void> {
    const name = storedNameOf(url);
    if (!name) return;
    // S3 answers 204 for a key that is already gone: deleting twice is harmless.
    await this.call('delete', name, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + name })),
    );
  }

  async open(
    name: string,
    conditions: { ifNoneMatch?: string | undefined } = {},
  ): Promise<OpenedFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const ifNoneMatch = conditions.ifNoneMatch?.trim().replace(/^W\//, '');
    const condition = ifNoneMatch && SINGLE_ETAG.test(ifNoneMatch) ? ifNoneMatch : undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: KEY_PREFIX + name,
          IfNoneMatch: condition,
        }),
      );
      const body = object.Body as Readable | undefined;
      if (!body || object.ContentLength === undefined || !object.ETag) {
        body?.destroy();
        throw new Error('incomplete GetObject answer');
      }
      return {
        notModified: false,
        etag: object.ETag,
        size: object.ContentLength,
        contentType: contentTypeOf(name),
        body,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      // If-None-Match matched: the client's copy is current.
      if (status === 304 && condition) return { notModified: true, etag: condition };
      this.log.warn({ err: error, operation: 'get', name }, 'object storage failed');
      throw new StorageUnavailableError(error);
    }
  }

  private async call<T>(operation: string, name: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      this.log.warn({ err: error, operation, name }, 'object storage failed');
      throw new StorageUnavailableError(error);
    }
  }
}
