import { GEOCODING_MESSAGES, geocodingQuerySchema } from '@enlaza/shared/geocoding';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, tooManyRequests } from '../../http/errors';
import { parse } from '../../http/validate';
import { GeocoderUnavailableError } from '../../integrations/geocoding/geocoder-port';
import { requireAuth } from '../../plugins/authenticate';

/** Searches per creator and minute: typing with a 500 ms debounce stays well below it. */
const SEARCHES_PER_MINUTE = 60;

/**
 * GET /geocoding/search?q=…&limit=…: address autocomplete for the event form. The browser never
 * calls the geocoding service itself; this server caches and paces every upstream request.
 */
export async function geocodingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/geocoding/search', { preHandler: app.authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    const { q, limit } = parse(geocodingQuerySchema, request.query);
    if (!(await deps.rateLimiter.take(`geocode:${userId}`, SEARCHES_PER_MINUTE, 60_000))) {
      throw tooManyRequests();
    }
    try {
      const results = await deps.geocoder.search(q, { limit });
      return { success: true, data: { results } };
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) {
        request.log.warn({ err: error }, 'geocoder unavailable');
        throw new AppError(503, GEOCODING_MESSAGES.unavailable);
      }
      throw error;
    }
  });
}
