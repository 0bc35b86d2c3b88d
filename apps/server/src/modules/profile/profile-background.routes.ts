import {
  BACKGROUND_IMAGE_FIELD,
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_MESSAGES,
  profileContract as contract,
} from '@enlaza/shared/profile';
import multipart from '@fastify/multipart';
import { presentSelf } from '../../accounts/user.presenter';
import { UsersRepository } from '../../accounts/users.repository';
import { logActivity } from '../../db/activity-log.repository';
import type { CreatorApi, CreatorTypeProvider } from '../../http/api';
import { fieldError, unauthorized } from '../../http/errors';
import { readSingleFile } from '../../http/single-file-upload';
import { measureBackground, reencodeBackground } from '../../lib/background-image';
import { sniffImageType, UndecodableImageError } from '../../lib/uploaded-image';
import { setBackgroundImage } from './profile.repository';
import type { ProfileDeps } from './profile-deps';

const M = BACKGROUND_IMAGE_MESSAGES;
const tooLarge = () => fieldError(BACKGROUND_IMAGE_FIELD, M.tooLarge, 413);
const badFormat = () => fieldError(BACKGROUND_IMAGE_FIELD, M.badFormat);

/** POST and DELETE /users/profile/background: the page's background image (issue 24). */
export async function profileBackgroundRoutes(app: CreatorApi, deps: ProfileDeps): Promise<void> {
  const users = new UsersRepository(deps.database.db);

  async function setBackground(userId: number, image: { url: string; light: string; dark: string } | null) {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    const now = deps.clock.now().toISOString();
    await deps.database.db.transaction().execute(async (trx) => {
      await setBackgroundImage(trx, userId, image, now);
      await logActivity(trx, { userId, kind: 'theme_updated', at: now });
    });
    await deps.pageChanges.creatorChanged(userId);
    const previous = user.background_image;
    // The old file goes only after the new URL is saved, so the page never points at nothing.
    if (previous && previous !== image?.url && deps.storage.owns(previous))
      await deps.storage.delete(previous);
    const updated = await users.findById(userId);
    if (!updated) throw unauthorized();
    return presentSelf(updated);
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<CreatorTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: BACKGROUND_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: true,
    });

    scope.post('/users/profile/background', { schema: contract.uploadBackground }, async (request) => {
      const bytes = await readSingleFile(request, BACKGROUND_IMAGE_FIELD, M, BACKGROUND_IMAGE_MAX_BYTES);
      const kind = sniffImageType(bytes);
      if (!kind) throw badFormat();
      let image: Buffer;
      try {
        image = await reencodeBackground(bytes, kind);
      } catch (error) {
        if (error instanceof UndecodableImageError)
          throw error.reason === 'pixels' ? tooLarge() : badFormat();
        throw error;
      }
      const sample = await measureBackground(image);
      const url = await deps.storage.put(image, { contentType: 'image/webp' });
      const user = await setBackground(request.auth.userId, { url, ...sample });
      return { success: true as const, data: { background_url: url, user } };
    });
  });

  app.delete('/users/profile/background', { schema: contract.deleteBackground }, async (request) => {
    const user = await setBackground(request.auth.userId, null);
    return { success: true as const, data: { background_url: null, user } };
  });
}
