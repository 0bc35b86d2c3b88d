import {
  BACKGROUND_IMAGE_FIELD,
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_MESSAGES,
  profileContract as contract,
} from '@enlaza/shared/profile';
import { presentSelf } from '../../accounts/user.presenter';
import { UsersRepository } from '../../accounts/users.repository';
import { logActivity } from '../../db/activity-log.repository';
import type { CreatorApi } from '../../http/api';
import { unauthorized } from '../../http/errors';
import { type ImageUpload, readUploadedImage, withMultipart } from '../../http/image-upload';
import { measureBackground, phoneBackground, reencodeBackground } from '../../lib/background-image';
import { type StoredBackground, setBackgroundImage } from './profile.repository';
import type { ProfileDeps } from './profile-deps';

const BACKGROUND: ImageUpload = {
  field: BACKGROUND_IMAGE_FIELD,
  maxBytes: BACKGROUND_IMAGE_MAX_BYTES,
  messages: BACKGROUND_IMAGE_MESSAGES,
  reencode: reencodeBackground,
};

/** POST and DELETE /users/profile/background: the page's background image (issue 24). */
export async function profileBackgroundRoutes(app: CreatorApi, deps: ProfileDeps): Promise<void> {
  const users = new UsersRepository(deps.database.db);

  async function setBackground(userId: number, image: StoredBackground | null) {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    const now = deps.clock.now().toISOString();
    await deps.database.db.transaction().execute(async (trx) => {
      await setBackgroundImage(trx, userId, image, now);
      await logActivity(trx, { userId, kind: 'theme_updated', at: now });
    });
    await deps.pageChanges.creatorChanged(userId);
    // The old files go only after the new URLs are saved, so the page never points at nothing.
    const kept = new Set([image?.url, image?.smallUrl]);
    for (const previous of [user.background_image, user.background_image_small]) {
      if (previous && !kept.has(previous) && deps.storage.owns(previous)) await deps.storage.delete(previous);
    }
    const updated = await users.findById(userId);
    if (!updated) throw unauthorized();
    return presentSelf(updated);
  }

  await withMultipart(app, BACKGROUND_IMAGE_MAX_BYTES, (scope) => {
    scope.post('/users/profile/background', { schema: contract.uploadBackground }, async (request) => {
      const image = await readUploadedImage(request, BACKGROUND);
      const [sample, small] = await Promise.all([measureBackground(image), phoneBackground(image)]);
      const url = await deps.storage.put(image, { contentType: 'image/webp' });
      const smallUrl = await deps.storage.put(small, { contentType: 'image/webp' }).catch(async (error) => {
        await deps.storage.delete(url);
        throw error;
      });
      const user = await setBackground(request.auth.userId, { url, smallUrl, ...sample });
      return { success: true as const, data: { background_url: url, user } };
    });
  });

  app.delete('/users/profile/background', { schema: contract.deleteBackground }, async (request) => {
    const user = await setBackground(request.auth.userId, null);
    return { success: true as const, data: { background_url: null, user } };
  });
}
