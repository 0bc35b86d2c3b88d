import { HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import { notFound } from './errors';

/** Largest id of an integer (serial) key in PostgreSQL: larger values must never reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The numeric id of a URL like /links/{id}. Anything that is not a plain positive integer in key
 * range ('abc', -1, 1e309, 007, 99999999999) cannot name a row: 404, the same as another's row.
 */
export function routeId(value: unknown, message: string = HTTP_MESSAGES.notFound): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw notFound(message);
  const id = Number(value);
  if (id > MAX_ROW_ID) throw notFound(message);
  return id;
}

/** A JSON object body (not an array, a string or null), before any schema looks at it. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
