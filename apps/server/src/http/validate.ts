import { HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import { toFieldErrors } from '@enlaza/shared/validation';
import type { z } from 'zod';
import { AppError } from './errors';

/** Spanish text for a rule a shared schema left without a message (a wrong type, a non-object body). */
function fallbackMessage(issue: { path?: PropertyKey[] | undefined }): string {
  return issue.path?.length ? HTTP_MESSAGES.invalidValue : HTTP_MESSAGES.invalidBody;
}

/** Where a string holding U+0000 sits: PostgreSQL text cannot store one and no field of the product needs it. */
function nulCharacterPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Deeper than any body of the API: what lies below is refused by the schemas anyway.
  if (value === null || typeof value !== 'object' || path.length > 16) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Parses with a shared zod schema; a failure becomes a 400 with one Spanish message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: fallbackMessage });
  if (!result.success) {
    const issues = toFieldErrors(result.error);
    // A problem with the body as a whole has no field to point at: it becomes the message itself.
    const whole = issues.find((e) => e.field === '_');
    const fields = issues.filter((e) => e.field !== '_');
    throw new AppError(400, whole?.message ?? HTTP_MESSAGES.validation, fields.length ? fields : undefined);
  }
  // Checked on what the schema kept, so an unknown extra field cannot get a request refused.
  const nul = nulCharacterPath(result.data);
  if (nul) {
    if (!nul.length) throw new AppError(400, HTTP_MESSAGES.invalidBody);
    throw new AppError(400, HTTP_MESSAGES.validation, [
      { field: nul.join('.'), message: HTTP_MESSAGES.invalidValue },
    ]);
  }
  return result.data;
}
