import {
  eventsContract as contract,
  EVENT_IMAGE_FIELD,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_MESSAGES,
} from '@enlaza/shared/events';
import multipart from '@fastify/multipart';
import type { CreatorApi, CreatorTypeProvider } from '../../http/api';
import { fieldError } from '../../http/errors';
import { readSingleFile } from '../../http/single-file-upload';
import { sniffImageType, UndecodableImageError } from '../../lib/uploaded-image';
import { reencodeEventImage } from './event-image';
import type { EventsDeps } from './events-deps';

const M = EVENT_IMAGE_MESSAGES;

/**
 * POST /events/upload-image: a creator's image for an event, through the avatar pipeline into the
 * storage port. It answers the URL; the event form saves it as the event's image_url.
 */
export async function eventImageRoutes(app: CreatorApi, deps: EventsDeps): Promise<void> {
  // Multipart parsing exists only inside this scope, for this one route.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<CreatorTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: EVENT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: true,
    });

    scope.post('/events/upload-image', { schema: contract.uploadImage }, async (request) => {
      const bytes = await readSingleFile(request, EVENT_IMAGE_FIELD, M, EVENT_IMAGE_MAX_BYTES);
      const kind = sniffImageType(bytes);
      if (!kind) throw fieldError(EVENT_IMAGE_FIELD, M.badFormat);
      let image: Buffer;
      try {
        image = await reencodeEventImage(bytes, kind);
      } catch (error) {
        if (error instanceof UndecodableImageError) {
          throw error.reason === 'pixels'
            ? fieldError(EVENT_IMAGE_FIELD, M.tooLarge, 413)
            : fieldError(EVENT_IMAGE_FIELD, M.badFormat);
        }
        throw error;
      }
      const url = await deps.storage.put(image, { contentType: 'image/webp' });
      return { success: true as const, data: { image_url: url } };
    });
  });
}
