import { PROFILE_IMAGE_FIELD } from '@enlaza/shared/profile-image';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api-client';

/** The stored image's URL from `data.profile_image`, top-level `profile_image` or `imageUrl` (spec 02 §7). */
export function uploadedImageUrl(res: unknown): string | null {
  if (typeof res !== 'object' || res === null) return null;
  const body = res as { data?: { profile_image?: unknown }; profile_image?: unknown; imageUrl?: unknown };
  for (const candidate of [body.data?.profile_image, body.profile_image, body.imageUrl]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return null;
}

/** POST /users/upload-image, multipart field `profile_image`; resolves to the new image URL. */
export async function uploadProfileImage(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file, file.name);
  const res = await uploadWithProgress<unknown>('/users/upload-image', form, { onProgress });
  const url = uploadedImageUrl(res);
  if (!url) throw new Error('La respuesta no incluye la imagen');
  return url;
}
