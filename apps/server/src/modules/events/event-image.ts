import { EVENT_IMAGE_STORED_SIZE } from '@enlaza/shared/events';
import sharp from 'sharp';
import { type ImageKind, MAX_INPUT_PIXELS, UndecodableImageError } from '../../lib/uploaded-image';

/**
 * The avatar pipeline for an event image: decoded, turned upright, fitted inside 1200×1200 (it is
 * shown as a wide hero) and re-encoded as WebP without any metadata.
 */
export async function reencodeEventImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await image.metadata();
    if (format !== kind) throw new Error(`decoded as ${format ?? 'nothing'}, announced ${kind}`);
    return await image
      .rotate()
      .resize(EVENT_IMAGE_STORED_SIZE, EVENT_IMAGE_STORED_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'decode failed';
    throw new UndecodableImageError(message, /pixel limit/i.test(message) ? 'pixels' : 'format');
  }
}
