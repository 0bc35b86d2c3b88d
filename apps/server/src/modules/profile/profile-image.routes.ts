import {
  profileContract as contract,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
} from '@enlaza/shared/profile';
import multipart from '@fastify/multipart';
import { presentSelf } from '../../accounts/user.presenter';
import { UsersRepository } from '../../accounts/users.repository';
import { logActivity } from '../../db/activity-log.repository';
import type { CreatorApi, CreatorTypeProvider } from '../../http/api';
import { fieldError, unauthorized } from '../../http/errors';
import { readSingleFile } from '../../http/single-file-upload';
import { reencodeAvatar, sniffImageType, UndecodableImageError } from '../../lib/uploaded-image';
import { updateProfile } from './profile.repository';
import type { ProfileDeps } from './profile-deps';

const M = PROFILE_IMAGE_MESSAGES;
const tooLarge = () => fieldError(PROFILE_IMAGE_FIELD, M.tooLarge, 413);
const badFormat = () => fieldError(PROFILE_IMAGE_FIELD, M.badFormat);

/** POST /users/upload-image and DELETE /users/profile-image. */
export async function profileImageRoutes(app: CreatorApi, deps: ProfileDeps): Promise<void> {
  const users = new UsersRepository(deps.database.db);

  async function setImage(userId: number, url: string | null) {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    const now = deps.clock.now().toISOString();
    await deps.database.db.transaction().execute(async (trx) => {
      await updateProfile(trx, userId, { profile_image: url, updated_at: now });
      await logActivity(trx, { userId, kind: 'profile_updated', at: now });
    });
    await deps.pageChanges.creatorChanged(userId, { featured: true });
    const previous = user.profile_image;
    // The old file goes only after the new URL is saved, so the profile never points at nothing.
    if (previous && previous !== url && deps.storage.owns(previous)) await deps.storage.delete(previous);
    const updated = await users.findById(userId);
    if (!updated) throw unauthorized();
    return presentSelf(updated);
  }

  // Multipart parsing exists only inside this scope, for this one route.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<CreatorTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: true,
    });

    scope.post('/users/upload-image', { schema: contract.uploadImage }, async (request) => {
      const { userId } = request.auth;
      const bytes = await readSingleFile(request, PROFILE_IMAGE_FIELD, M, PROFILE_IMAGE_MAX_BYTES);
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
      return { success: true as const, data: { profile_image: url, user } };
    });
  });

  app.delete('/users/profile-image', { schema: contract.deleteImage }, async (request) => {
    const user = await setImage(request.auth.userId, null);
    return { success: true as const, data: { profile_image: null, user } };
  });
}
