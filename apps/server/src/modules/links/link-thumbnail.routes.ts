import { LIMITS } from '@enlaza/shared/limits';
import {
  linksContract as contract,
  LINK_THUMBNAIL_FIELD,
  LINK_THUMBNAIL_MESSAGES as M,
} from '@enlaza/shared/links';
import type { CreatorApi } from '../../http/api';
import { type ImageUpload, storeUploadedImage, withMultipart } from '../../http/image-upload';
import type { FileStorage } from '../../integrations/storage/storage-port';
import { reencodeThumbnail } from '../../lib/uploaded-image';
import { presentLink } from './link.presenter';
import type { LinksService } from './links.service';

const THUMBNAIL: ImageUpload = {
  field: LINK_THUMBNAIL_FIELD,
  maxBytes: LIMITS.imageMaxBytes,
  messages: M,
  reencode: reencodeThumbnail,
};

/** POST and DELETE /links/{id}/thumbnail: the link's square image, re-encoded like avatars (issue 24). */
export async function linkThumbnailRoutes(
  app: CreatorApi,
  links: LinksService,
  storage: FileStorage,
): Promise<void> {
  await withMultipart(app, THUMBNAIL.maxBytes, (scope) => {
    scope.post('/links/:id/thumbnail', { schema: contract.uploadThumbnail }, async (request) => {
      const { userId } = request.auth;
      // A link of someone else is not found before any byte is stored.
      await links.get(userId, request.params.id);
      return storeUploadedImage(request, THUMBNAIL, storage, async (url) => {
        const link = presentLink(await links.setThumbnail(userId, request.params.id, url));
        return { success: true as const, message: M.uploaded, data: { link } };
      });
    });
  });

  app.delete('/links/:id/thumbnail', { schema: contract.deleteThumbnail }, async (request) => {
    const link = presentLink(await links.setThumbnail(request.auth.userId, request.params.id, null));
    return { success: true as const, message: M.removed, data: { link } };
  });
}
