import { MAX_ROW_ID } from '@enlaza/shared/http';

/** A path segment that can be a row id (an event's, a link's), as a number; null otherwise. */
export function rowIdOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
