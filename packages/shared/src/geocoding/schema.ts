import { z } from 'zod';
import {
  GEOCODING_LIMIT_MAX,
  GEOCODING_MESSAGES,
  GEOCODING_QUERY_MAX,
  GEOCODING_QUERY_MIN,
} from './messages';

/** GET /geocoding/search query. */
export const geocodingQuerySchema = z.object({
  q: z
    .string({ error: GEOCODING_MESSAGES.queryShort })
    .trim()
    .min(GEOCODING_QUERY_MIN, { error: GEOCODING_MESSAGES.queryShort, abort: true })
    .max(GEOCODING_QUERY_MAX, GEOCODING_MESSAGES.queryLong),
  limit: z
    .string({ error: GEOCODING_MESSAGES.limitInvalid })
    .regex(/^\d{1,2}$/, GEOCODING_MESSAGES.limitInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= GEOCODING_LIMIT_MAX, GEOCODING_MESSAGES.limitInvalid)
    .optional()
    .transform((n) => n ?? GEOCODING_LIMIT_MAX),
});

/** Address parts in Nominatim's vocabulary; any of them may be missing. */
export const geocodeAddressSchema = z.object({
  road: z.string().optional(),
  house_number: z.string().optional(),
  suburb: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional(),
  country_code: z.string().optional(),
});
export type GeocodeAddress = z.infer<typeof geocodeAddressSchema>;

export const geocodeResultSchema = z.object({
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  address: geocodeAddressSchema,
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
