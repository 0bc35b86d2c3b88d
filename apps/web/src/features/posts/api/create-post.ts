import {
  POST_IMAGE_FIELD,
  POST_IMAGE_MESSAGES,
  type PostAnswer,
  type PostCreateInput,
} from '@enlaza/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadWithProgress } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /posts: a draft, a post published now, or one scheduled ('publish_at', Argentine time); then
 * its optional image, POST /posts/{id}/image (multipart `image`, re-encoded by the server). Answers
 * the message to show; a failed image upload leaves the post saved and says so.
 */
export async function createPost({
  input,
  image,
}: {
  input: PostCreateInput;
  image?: File | null;
}): Promise<string> {
  const created = await api.post<PostAnswer>('/posts', input);
  if (!image) return created.message;
  const form = new FormData();
  form.append(POST_IMAGE_FIELD, image, image.name);
  try {
    await uploadWithProgress<PostAnswer>(`/posts/${created.data.post.id}/image`, form, {});
    return created.message;
  } catch {
    return POST_IMAGE_MESSAGES.uploadFailed;
  }
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts }),
  });
}
