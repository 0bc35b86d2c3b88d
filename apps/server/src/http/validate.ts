import { HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import { toFieldErrors } from '@enlaza/shared/validation';
import type { z } from 'zod';
import { AppError } from './errors';

/** Parses with a shared zod schema; a failure becomes a 400 with one Spanish message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(400, HTTP_MESSAGES.validation, toFieldErrors(result.error));
}
