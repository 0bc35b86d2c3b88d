import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../integrations/storage/storage-port';
import { type ImageKind, sniffImageType, UndecodableImageError } from '../lib/uploaded-image';
import type { CreatorApi, CreatorTypeProvider } from './api';
import { fieldError } from './errors';
import { readSingleFile, type UploadMessages } from './single-file-upload';

/** One image field of a creator's form: its limits, its Spanish messages and how it is re-encoded. */
export interface ImageUpload {
  field: string;
  maxBytes: number;
  messages: UploadMessages & { badFormat: string };
  reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer>;
}

/**
 * Registers `routes` in a scope of their own where multipart parsing exists (one file of at most
 * `maxBytes`): no other route of the API accepts a multipart body.
 */
export async function withMultipart(
  app: CreatorApi,
  maxBytes: number,
  routes: (scope: CreatorApi) => Promise<void> | void,
): Promise<void> {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<CreatorTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: true,
    });
    await routes(scope);
  });
}

/**
 * The form's one image, recognised by its bytes (never by its name or declared type) and re-encoded;
 * a missing, unreadable or oversized file is the field's Spanish error (413 for too many pixels).
 */
export async function readUploadedImage(request: FastifyRequest, upload: ImageUpload): Promise<Buffer> {
  const { field, messages } = upload;
  const bytes = await readSingleFile(request, field, messages, upload.maxBytes);
  const kind = sniffImageType(bytes);
  if (!kind) throw fieldError(field, messages.badFormat);
  try {
    return await upload.reencode(bytes, kind);
  } catch (error) {
    if (error instanceof UndecodableImageError) {
      throw error.reason === 'pixels'
        ? fieldError(field, messages.tooLarge, 413)
        : fieldError(field, messages.badFormat);
    }
    throw error;
  }
}

/**
 * The form's image, re-encoded and stored, its address handed to `attach` (which saves it on the
 * creator's row); when attaching fails (the row went away meanwhile) the new file is deleted again.
 */
export async function storeUploadedImage<T>(
  request: FastifyRequest,
  upload: ImageUpload,
  storage: FileStorage,
  attach: (url: string) => Promise<T>,
): Promise<T> {
  const image = await readUploadedImage(request, upload);
  const url = await storage.put(image, { contentType: 'image/webp' });
  try {
    return await attach(url);
  } catch (error) {
    await storage.delete(url);
    throw error;
  }
}
