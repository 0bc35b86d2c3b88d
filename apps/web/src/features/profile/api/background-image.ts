import type { SessionUser } from '@enlaza/shared/auth';
import { BACKGROUND_IMAGE_FIELD, type BackgroundImageAnswer } from '@enlaza/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadWithProgress } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /users/profile/background, multipart field `image`: the creator with the new background. */
export async function uploadBackgroundImage(file: File): Promise<SessionUser> {
  const form = new FormData();
  form.append(BACKGROUND_IMAGE_FIELD, file, file.name);
  const res = await uploadWithProgress<BackgroundImageAnswer>('/users/profile/background', form, {});
  return res.data.user;
}

/** DELETE /users/profile/background: back to the style's own background. */
export async function deleteBackgroundImage(): Promise<SessionUser> {
  const res = await api.delete<BackgroundImageAnswer>('/users/profile/background');
  return res.data.user;
}

export function useBackgroundImage() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' });
  return {
    upload: useMutation({ mutationFn: uploadBackgroundImage, onSuccess }),
    remove: useMutation({ mutationFn: deleteBackgroundImage, onSuccess }),
  };
}
