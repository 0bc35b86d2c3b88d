import {
  eventsContract as contract,
  EVENT_IMAGE_FIELD,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_MESSAGES,
} from '@enlaza/shared/events';
import type { CreatorApi } from '../../http/api';
import { type ImageUpload, readUploadedImage, withMultipart } from '../../http/image-upload';
import { reencodeEventImage } from './event-image';
import type { EventsDeps } from './events-deps';

const EVENT_IMAGE: ImageUpload = {
  field: EVENT_IMAGE_FIELD,
  maxBytes: EVENT_IMAGE_MAX_BYTES,
  messages: EVENT_IMAGE_MESSAGES,
  reencode: reencodeEventImage,
};

/**
 * POST /events/upload-image: a creator's image for an event, through the avatar pipeline into the
 * storage port. It answers the URL; the event form saves it as the event's image_url.
 */
export async function eventImageRoutes(app: CreatorApi, deps: EventsDeps): Promise<void> {
  await withMultipart(app, EVENT_IMAGE_MAX_BYTES, (scope) => {
    scope.post('/events/upload-image', { schema: contract.uploadImage }, async (request) => {
      const image = await readUploadedImage(request, EVENT_IMAGE);
      const url = await deps.storage.put(image, { contentType: 'image/webp' });
      return { success: true as const, data: { image_url: url } };
    });
  });
}
