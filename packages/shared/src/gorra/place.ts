import { z } from 'zod';

/** Where the creator plays or sells (issue 32): Mercado Pago's store needs its `location`. */
export const GORRA_PLACE_LIMITS = {
  addressMax: 300,
  streetNameMax: 120,
  streetNumberMax: 20,
  cityMax: 120,
  stateMax: 120,
  referenceMax: 120,
} as const;

export const GORRA_PLACE_MESSAGES = {
  /** An order asked for before the store exists and without a place: names what is missing. */
  placeRequired: 'Antes de tu primer cobro con QR, indica dónde tocas o vendes: falta la dirección del lugar',
  addressRequired: 'Ingresa la dirección donde tocas o vendes',
  addressTooLong: `La dirección puede tener hasta ${GORRA_PLACE_LIMITS.addressMax} caracteres`,
  streetRequired: 'Falta la calle: elige de la lista una dirección con calle',
  streetTooLong: `La calle puede tener hasta ${GORRA_PLACE_LIMITS.streetNameMax} caracteres`,
  streetNumberTooLong: `La altura puede tener hasta ${GORRA_PLACE_LIMITS.streetNumberMax} caracteres`,
  cityRequired: 'Falta la ciudad: elige de la lista una dirección con ciudad',
  cityTooLong: `La ciudad puede tener hasta ${GORRA_PLACE_LIMITS.cityMax} caracteres`,
  stateRequired: 'Falta la provincia: elige de la lista una dirección con provincia',
  stateTooLong: `La provincia puede tener hasta ${GORRA_PLACE_LIMITS.stateMax} caracteres`,
  coordinatesRequired: 'Elige la dirección de la lista de sugerencias para ubicarla en el mapa',
  referenceTooLong: `La referencia puede tener hasta ${GORRA_PLACE_LIMITS.referenceMax} caracteres`,
  saved: 'Lugar guardado',
} as const;

const M = GORRA_PLACE_MESSAGES;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

const optional = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

const coordinate = (limit: number) =>
  z
    .number({ error: M.coordinatesRequired })
    .refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, M.coordinatesRequired);

/** PUT /gorra/place: the address picked from the suggestions, in the parts the store's location takes. */
export const gorraPlaceSchema = z.object({
  address: text(M.addressRequired, GORRA_PLACE_LIMITS.addressMax, M.addressTooLong),
  street_name: text(M.streetRequired, GORRA_PLACE_LIMITS.streetNameMax, M.streetTooLong),
  street_number: optional(GORRA_PLACE_LIMITS.streetNumberMax, M.streetNumberTooLong),
  city_name: text(M.cityRequired, GORRA_PLACE_LIMITS.cityMax, M.cityTooLong),
  state_name: text(M.stateRequired, GORRA_PLACE_LIMITS.stateMax, M.stateTooLong),
  latitude: coordinate(90),
  longitude: coordinate(180),
  reference: optional(GORRA_PLACE_LIMITS.referenceMax, M.referenceTooLong),
});
export type GorraPlaceInput = z.input<typeof gorraPlaceSchema>;
export type GorraPlaceValues = z.output<typeof gorraPlaceSchema>;

export const gorraPlaceResponseSchema = z.object({
  address: z.string(),
  street_name: z.string(),
  street_number: z.string().nullable(),
  city_name: z.string(),
  state_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  reference: z.string().nullable(),
});
export type GorraPlace = z.infer<typeof gorraPlaceResponseSchema>;

/** GET /gorra/place: the saved place, and whether the first QR still needs one (no store yet, no place). */
export const gorraPlaceStateSchema = z.object({
  place: gorraPlaceResponseSchema.nullable(),
  needed: z.boolean(),
});
export type GorraPlaceState = z.infer<typeof gorraPlaceStateSchema>;

/** The place form on 'Modo gorra', shown before the first QR. */
export const GORRA_PLACE_TEXTS = {
  title: 'Dónde tocas o vendes',
  intro:
    'Mercado Pago pide la dirección del lugar donde cobras para crear tu código QR. Te la pedimos una sola vez.',
  addressLabel: 'Dirección del lugar',
  addressPlaceholder: 'Por ejemplo: Plaza Serrano, Palermo',
  referenceLabel: 'Referencia (opcional)',
  referenceHint: 'Por ejemplo: frente al escenario',
  save: 'Guardar lugar',
  loadFailed: 'No se pudo cargar el lugar donde cobras. Intenta de nuevo.',
} as const;
