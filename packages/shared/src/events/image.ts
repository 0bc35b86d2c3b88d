import { z } from 'zod';
import { LIMITS } from '../limits/limits';
import { PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MESSAGES, PROFILE_IMAGE_MIME_TYPES } from '../profile/image';

/** Texts of the event image upload: the errors are the profile photo's own. */
export const EVENT_IMAGE_MESSAGES = {
  missing: PROFILE_IMAGE_MESSAGES.missing,
  tooLarge: PROFILE_IMAGE_MESSAGES.tooLarge,
  badFormat: PROFILE_IMAGE_MESSAGES.badFormat,
  uploadFailed: PROFILE_IMAGE_MESSAGES.uploadFailed,
  choose: 'Subir imagen',
  uploading: 'Subiendo imagen...',
  uploaded: 'Imagen subida',
  hint: 'JPG, PNG o WebP, hasta 5MB. También puedes pegar una URL.',
} as const;

/** The multipart field of POST /events/upload-image. */
export const EVENT_IMAGE_FIELD = 'event_image';

export const EVENT_IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;

/** The longest side of a stored event image, in pixels (it is shown as a wide hero). */
export const EVENT_IMAGE_STORED_SIZE = 1200;

/**
 * POST /events/upload-image (multipart, one file in `event_image`): the stored image's URL, which
 * the event form then saves as the event's `image_url`.
 */
export const eventImageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ image_url: z.string().regex(/^\/uploads\/[A-Za-z0-9._-]+$|^https?:\/\//) }),
});
export type EventImageUploadResponse = z.infer<typeof eventImageUploadResponseSchema>;

/** What the file input accepts; the server checks the bytes themselves. */
export const EVENT_IMAGE_ACCEPT = PROFILE_IMAGE_MIME_TYPES.join(',');

/**
 * The message for a chosen file that cannot be sent (missing, too large, not JPG/PNG/WebP by its
 * type, or by its extension when the browser gives no type), or null when it may go.
 */
export function eventImageFileProblem(
  file: { size: number; type: string; name: string } | null | undefined,
): string | null {
  if (!file || file.size === 0) return EVENT_IMAGE_MESSAGES.missing;
  if (file.size > EVENT_IMAGE_MAX_BYTES) return EVENT_IMAGE_MESSAGES.tooLarge;
  const type = file.type.toLowerCase();
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const ok = type
    ? (PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)
    : (PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return ok ? null : EVENT_IMAGE_MESSAGES.badFormat;
}
