import {
  profileContract as contract,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
} from '@enlaza/shared/profile';
import { presentSelf } from '../../accounts/user.presenter';
import { UsersRepository } from '../../accounts/users.repository';
import { logActivity } from '../../db/activity-log.repository';
import type { CreatorApi } from '../../http/api';
import { unauthorized } from '../../http/errors';
import { type ImageUpload, readUploadedImage, withMultipart } from '../../http/image-upload';
import { reencodeAvatar } from '../../lib/uploaded-image';
import { updateProfile } from './profile.repository';
import type { ProfileDeps } from './profile-deps';

const AVATAR: ImageUpload = {
  field: PROFILE_IMAGE_FIELD,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  messages: PROFILE_IMAGE_MESSAGES,
  reencode: reencodeAvatar,
};

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

  await withMultipart(app, PROFILE_IMAGE_MAX_BYTES, (scope) => {
    scope.post('/users/upload-image', { schema: contract.uploadImage }, async (request) => {
      const image = await readUploadedImage(request, AVATAR);
      const url = await deps.storage.put(image, { contentType: 'image/webp' });
      const user = await setImage(request.auth.userId, url);
      return { success: true as const, data: { profile_image: url, user } };
    });
  });

  app.delete('/users/profile-image', { schema: contract.deleteImage }, async (request) => {
    const user = await setImage(request.auth.userId, null);
    return { success: true as const, data: { profile_image: null, user } };
  });
}
