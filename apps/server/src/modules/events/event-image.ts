import { EVENT_IMAGE_STORED_SIZE } from '@enlaza/shared/events';
import { type ImageKind, reencodeImage } from '../../lib/uploaded-image';

/**
 * The avatar pipeline for an event image: fitted inside 1200×1200 (it is shown as a wide hero),
 * re-encoded as WebP without any metadata.
 */
export function reencodeEventImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  return reencodeImage(bytes, kind, { size: EVENT_IMAGE_STORED_SIZE, quality: 82 });
}
