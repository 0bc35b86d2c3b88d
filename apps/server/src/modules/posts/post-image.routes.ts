import { LIMITS } from '@enlaza/shared/limits';
import { postsContract as contract, POST_IMAGE_MESSAGES as M, POST_IMAGE_FIELD } from '@enlaza/shared/posts';
import type { CreatorApi } from '../../http/api';
import { type ImageUpload, storeUploadedImage, withMultipart } from '../../http/image-upload';
import type { FileStorage } from '../../integrations/storage/storage-port';
import { reencodeImage } from '../../lib/uploaded-image';
import { presentPost } from './post.presenter';
import type { PostsService } from './posts.service';

/** Fitted inside 1200×1200 (shown across the post's card), WebP, every piece of metadata dropped. */
const POST_IMAGE: ImageUpload = {
  field: POST_IMAGE_FIELD,
  maxBytes: LIMITS.imageMaxBytes,
  messages: M,
  reencode: (bytes, kind) => reencodeImage(bytes, kind, { size: 1200, quality: 82 }),
};

/** POST and DELETE /posts/{id}/image: the post's optional image, re-encoded like other uploads (issue 35). */
export async function postImageRoutes(
  app: CreatorApi,
  posts: PostsService,
  storage: FileStorage,
): Promise<void> {
  await withMultipart(app, POST_IMAGE.maxBytes, (scope) => {
    scope.post('/posts/:id/image', { schema: contract.uploadImage }, async (request) => {
      const { userId } = request.auth;
      // Someone else's post is not found before any byte is stored.
      await posts.get(userId, request.params.id);
      return storeUploadedImage(request, POST_IMAGE, storage, async (url) => {
        const post = presentPost(await posts.setImage(userId, request.params.id, url));
        return { success: true as const, message: M.uploaded, data: { post } };
      });
    });
  });

  app.delete('/posts/:id/image', { schema: contract.deleteImage }, async (request) => {
    const post = presentPost(await posts.setImage(request.auth.userId, request.params.id, null));
    return { success: true as const, message: M.removed, data: { post } };
  });
}
