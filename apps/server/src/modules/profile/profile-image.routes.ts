import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
} from '@enlaza/shared/profile-image';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, fieldError, unauthorized } from '../../http/errors';
import { requireAuth } from '../../plugins/authenticate';
import { presentSelf } from '../users/user.presenter';
import { UsersRepository } from '../users/users.repository';
import { reencodeAvatar, sniffImageType, UndecodableImageError } from './avatar-image';

const M = PROFILE_IMAGE_MESSAGES;
const missing = () => fieldError(PROFILE_IMAGE_FIELD, M.missing);
const tooLarge = () => fieldError(PROFILE_IMAGE_FIELD, M.tooLarge, 413);
const badFormat = () => fieldError(PROFILE_IMAGE_FIELD, M.badFormat);

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

/** Any multipart failure becomes one of the three upload messages: too large, or no usable file. */
function uploadFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = errorCode(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return tooLarge();
  }
  return missing();
}

/** Reads the one file of the form, whole, or fails with the Spanish message. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (!part || part.fieldname !== PROFILE_IMAGE_FIELD) throw missing();
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missing();
    return bytes;
  } catch (error) {
    throw uploadFailure(error);
  }
}

/** POST /users/upload-image and DELETE /users/profile-image. */
export async function profileImageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const users = new UsersRepository(deps.database.db);

  async function setImage(userId: number, url: string | null) {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    await deps.database.db
      .updateTable('users')
      .set({ profile_image: url, updated_at: deps.clock.now().toISOString() })
      .where('id', '=', userId)
      .execute();
    const previous = user.profile_image;
    // The old file goes only after the new URL is saved, so the profile never points at nothing.
    if (previous && previous !== url && deps.storage.owns(previous)) await deps.storage.delete(previous);
    const updated = await users.findById(userId);
    if (!updated) throw unauthorized();
    return presentSelf(updated);
  }

  // Multipart parsing exists only inside this scope, for this one route.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: true,
    });

    scope.post('/users/upload-image', { preHandler: scope.authenticate }, async (request) => {
      const { userId } = requireAuth(request);
      const bytes = await readUpload(request);
      const kind = sniffImageType(bytes);
      if (!kind) throw badFormat();
      let image: Buffer;
      try {
        image = await reencodeAvatar(bytes, kind);
      } catch (error) {
        if (error instanceof UndecodableImageError)
          throw error.reason === 'pixels' ? tooLarge() : badFormat();
        throw error;
      }
      const url = await deps.storage.put(image, { contentType: 'image/webp' });
      const user = await setImage(userId, url);
      return { success: true, data: { profile_image: url, user }, profile_image: url };
    });
  });

  app.delete('/users/profile-image', { preHandler: app.authenticate }, async (request) => {
    const user = await setImage(requireAuth(request).userId, null);
    return { success: true, data: { profile_image: null, user }, profile_image: null };
  });
}
