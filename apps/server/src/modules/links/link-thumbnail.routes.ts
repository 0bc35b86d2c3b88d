import { LIMITS } from '@enlaza/shared/limits';
import {
  linksContract as contract,
  LINK_THUMBNAIL_FIELD,
  LINK_THUMBNAIL_MESSAGES as M,
} from '@enlaza/shared/links';
import multipart from '@fastify/multipart';
import type { CreatorApi, CreatorTypeProvider } from '../../http/api';
import { fieldError } from '../../http/errors';
import { readSingleFile } from '../../http/single-file-upload';
import type { FileStorage } from '../../integrations/storage/storage-port';
import { reencodeThumbnail, sniffImageType, UndecodableImageError } from '../../lib/uploaded-image';
import { presentLink } from './link.presenter';
import type { LinksService } from './links.service';

const MAX_BYTES = LIMITS.imageMaxBytes;
const tooLarge = () => fieldError(LINK_THUMBNAIL_FIELD, M.tooLarge, 413);
const badFormat = () => fieldError(LINK_THUMBNAIL_FIELD, M.badFormat);

/** POST and DELETE /links/{id}/thumbnail: the link's square image, re-encoded like avatars (issue 24). */
export async function linkThumbnailRoutes(
  app: CreatorApi,
  links: LinksService,
  storage: FileStorage,
): Promise<void> {
  // Multipart parsing exists only inside this scope, for this one route.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<CreatorTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: true,
    });

    scope.post('/links/:id/thumbnail', { schema: contract.uploadThumbnail }, async (request) => {
      const { userId } = request.auth;
      // A link of someone else is not found before any byte is stored.
      await links.get(userId, request.params.id);
      const bytes = await readSingleFile(request, LINK_THUMBNAIL_FIELD, M, MAX_BYTES);
      const kind = sniffImageType(bytes);
      if (!kind) throw badFormat();
      let image: Buffer;
      try {
        image = await reencodeThumbnail(bytes, kind);
      } catch (error) {
        if (error instanceof UndecodableImageError)
          throw error.reason === 'pixels' ? tooLarge() : badFormat();
        throw error;
      }
      const url = await storage.put(image, { contentType: 'image/webp' });
      try {
        const link = presentLink(await links.setThumbnail(userId, request.params.id, url));
        return { success: true as const, message: M.uploaded, data: { link } };
      } catch (error) {
        // The link went away meanwhile: the new file has nothing pointing at it.
        await storage.delete(url);
        throw error;
      }
    });
  });

  app.delete('/links/:id/thumbnail', { schema: contract.deleteThumbnail }, async (request) => {
    const link = presentLink(await links.setThumbnail(request.auth.userId, request.params.id, null));
    return { success: true as const, message: M.removed, data: { link } };
  });
}
