import { z } from 'zod';

export const GEOCODING_QUERY_MIN = 3;
export const GEOCODING_QUERY_MAX = 200;
export const GEOCODING_LIMIT_MAX = 5;
/** The address field waits this long after the last keystroke before searching (spec 02 §9). */
export const GEOCODING_DEBOUNCE_MS = 500;

export const GEOCODING_MESSAGES = {
  noResults: 'No se encontraron direcciones en Argentina',
  queryShort: `Escribe al menos ${GEOCODING_QUERY_MIN} caracteres para buscar`,
  queryLong: `La búsqueda no puede tener más de ${GEOCODING_QUERY_MAX} caracteres`,
  limitInvalid: `El límite debe ser un número entre 1 y ${GEOCODING_LIMIT_MAX}`,
  unavailable: 'El servicio de direcciones no está disponible. Intenta de nuevo en unos minutos.',
  attribution: '© colaboradores de OpenStreetMap',
} as const;

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
