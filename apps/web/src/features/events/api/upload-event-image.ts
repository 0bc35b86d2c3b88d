import { EVENT_IMAGE_FIELD, eventImageUploadResponseSchema } from '@enlaza/shared/events';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api-client';

/** POST /events/upload-image, multipart field `event_image`; resolves to the stored image's URL. */
export async function uploadEventImage(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const form = new FormData();
  form.append(EVENT_IMAGE_FIELD, file, file.name);
  const res = await uploadWithProgress<unknown>('/events/upload-image', form, { onProgress });
  return eventImageUploadResponseSchema.parse(res).data.image_url;
}
