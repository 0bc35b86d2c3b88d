import type { ProfileImageAnswer } from '@enlaza/shared/profile';
import { PROFILE_IMAGE_FIELD } from '@enlaza/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /users/upload-image, multipart field `profile_image`; resolves to the new image URL. */
export async function uploadProfileImage(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file, file.name);
  const res = await uploadWithProgress<ProfileImageAnswer>('/users/upload-image', form, { onProgress });
  const url = res.data.profile_image;
  if (!url) throw new Error('La respuesta no incluye la imagen');
  return url;
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }) =>
      uploadProfileImage(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' }),
  });
}
