import {
  PROFILE_IMAGE_EXTENSIONS,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
  PROFILE_IMAGE_MIME_TYPES,
} from '@enlaza/shared/profile';

/** What the hidden file input accepts. */
export const IMAGE_ACCEPT = PROFILE_IMAGE_MIME_TYPES.join(',');

/**
 * The spec's message for a file that cannot be used, checked in the spec's order (present, size,
 * format), or null when it is fine. The format is read from the type, or from the extension when the
 * browser gives no type.
 */
export function checkImageFile(file: File | null | undefined): string | null {
  if (!file) return PROFILE_IMAGE_MESSAGES.missing;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_MESSAGES.tooLarge;
  const type = file.type.toLowerCase();
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = type
    ? (PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)
    : (PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return typeOk ? null : PROFILE_IMAGE_MESSAGES.badFormat;
}

/** The file as a data URL for the crop modal; rejects with the spec's read-failure message. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(PROFILE_IMAGE_MESSAGES.readFailed));
    reader.onerror = () => reject(new Error(PROFILE_IMAGE_MESSAGES.readFailed));
    reader.onabort = () => reject(new Error(PROFILE_IMAGE_MESSAGES.readFailed));
    reader.readAsDataURL(file);
  });
}
