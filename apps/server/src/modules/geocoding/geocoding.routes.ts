import { geocodingContract as contract, GEOCODING_MESSAGES } from '@enlaza/shared/geocoding';
import type { AppDeps } from '../../app-deps';
import type { CreatorApi } from '../../http/api';
import { AppError, tooManyRequests } from '../../http/errors';
import { GeocoderUnavailableError } from '../../integrations/geocoding/geocoder-port';

/** Searches per creator and minute: typing with a 500 ms debounce stays well below it. */
const SEARCHES_PER_MINUTE = 60;

/**
 * GET /geocoding/search?q=…&limit=…: address autocomplete for the event form. The browser never
 * calls the geocoding service itself; this server caches and paces every upstream request.
 */
export async function geocodingRoutes(
  app: CreatorApi,
  deps: Pick<AppDeps, 'geocoder' | 'rateLimiter'>,
): Promise<void> {
  app.get('/geocoding/search', { schema: contract.search }, async (request) => {
    const { q, limit } = request.query;
    if (!(await deps.rateLimiter.take(`geocode:${request.auth.userId}`, SEARCHES_PER_MINUTE, 60_000))) {
      throw tooManyRequests();
    }
    try {
      const results = await deps.geocoder.search(q, { limit });
      return { success: true as const, data: { results } };
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) {
        request.log.warn({ err: error }, 'geocoder unavailable');
        throw new AppError(503, GEOCODING_MESSAGES.unavailable);
      }
      throw error;
    }
  });
}
