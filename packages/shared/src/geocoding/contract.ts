import { z } from 'zod';
import { type Answer, failures, ok } from '../http/contract';
import { geocodeResultSchema, geocodingQuerySchema } from './schema';

export const geocodingContract = {
  search: {
    querystring: geocodingQuerySchema,
    response: {
      200: ok(z.object({ results: z.array(geocodeResultSchema) })),
      ...failures(400, 401, 429, 503),
    },
  },
} as const;

export type GeocodingAnswer = Answer<typeof geocodingContract.search>;
