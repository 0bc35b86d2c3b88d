import { z } from 'zod';

/**
 * The building blocks of every route's contract: the server declares them on its routes
 * (validation, answers checked before they leave, the OpenAPI document) and the web client types
 * its calls from the same schemas.
 */

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every error answer of the API (spec 01 §8): a Spanish message, field errors when there are any. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** `{ success: true, data }`: the answer of every read and most writes. */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message, data }`: a write that also says what it did. */
export function okWithMessage<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** `{ success: true, message }`: a write with nothing to give back. */
export const okMessage = z.object({ success: z.literal(true), message: z.string() });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 500 | 502 | 503;

/** The error answers a route may give, besides the 500 every route may give. */
export function failures<const S extends ErrorStatus>(...statuses: S[]) {
  const out = {} as Record<S | 500, typeof apiErrorSchema>;
  for (const status of [...statuses, 500 as const]) out[status] = apiErrorSchema;
  return out;
}

/** A route without query parameters, path parameters or body declares this as its querystring. */
export const noInput = z.object({});

/** Largest id of an integer (serial) key in PostgreSQL: larger values must never reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The numeric id of a URL like /links/{id}. Anything that is not a plain positive integer in key
 * range ('abc', -1, 1e309, 007, 99999999999) cannot name a row: the server answers it as not found,
 * with `notFound` as the message (path parameters never give a 400).
 */
export function rowId(notFound: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, notFound)
    .transform(Number)
    .refine((id) => id <= MAX_ROW_ID, notFound);
}

export function idParams(notFound: string) {
  return z.object({ id: rowId(notFound) });
}

/** A route's declared parts, as Fastify takes them in `schema`. */
export interface RouteContract {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
}

/** What a successful call of a route answers, for the web client. */
export type Answer<C extends RouteContract, S extends number = 200> = C['response'][S] extends z.ZodType
  ? z.output<C['response'][S]>
  : never;

/** What a route's body accepts, for the web client. */
export type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
