import { z } from 'zod';
import type { FieldError } from '../http/messages';

/** A trimmed string that must not be blank; the first failing rule of a field is the only one reported. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** Dots split the domain unambiguously, so matching stays linear however long the input. */
/**
 * Money typed as text: decimal digits with an optional decimal part. Number() alone would also
 * take "0x64", "1e3" or "Infinity".
 */
export function decimalAmount(text: string): number {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** One message per field, the first rule that failed, in the order the fields were checked. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** Validates on the client with the same schema the server uses; returns a field → message map. */
export function validateForm<T>(
  schema: z.ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const e of toFieldErrors(result.error)) errors[e.field] = e.message;
  return { ok: false, errors };
}
