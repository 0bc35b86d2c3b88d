import { z } from 'zod';
import { failures, noInput, ok } from '../http/contract';
import { INDEX_KEYS } from './messages';

const indexPointSchema = z.object({
  /** The day the value belongs to ('YYYY-MM-DD'; a monthly rate: the month's first day). */
  date: z.string(),
  /** The value exactly as published, a decimal string with '.' ('1523.45'; IPC: the month's % change). */
  value: z.string(),
});

export const publicIndexSchema = z.object({
  key: z.enum(INDEX_KEYS),
  name: z.string(),
  /** Null until the series has a stored value. */
  latest: indexPointSchema.nullable(),
  /** The change over the 12 months to `latest`, in %, one decimal; null without a year of history. */
  change_12m_pct: z.number().nullable(),
});
export type PublicIndex = z.infer<typeof publicIndexSchema>;

/** What operators see of each series: the latest value's date and how the daily refresh is going. */
export const adminIndexSchema = publicIndexSchema.extend({
  /** Where the latest value came from: the configured source ('bcra', 'simulator') or 'operator'. */
  latest_source: z.string().nullable(),
  /** The last refresh that stored the source's values (ISO instant), null if none yet. */
  last_success_at: z.string().nullable(),
  /** The last attempt (ISO instant), successful or not. */
  last_attempt_at: z.string().nullable(),
  /** Why the last attempt failed; null when it worked. The last values stay meanwhile. */
  last_error: z.string().nullable(),
  /** Failed attempts in a row since the last success (the job retries every round). */
  failures: z.number(),
});
export type AdminIndex = z.infer<typeof adminIndexSchema>;

export const indicesContract = {
  list: {
    querystring: noInput,
    response: { 200: ok(z.object({ indices: z.array(publicIndexSchema) })), ...failures(400) },
  },
  adminList: {
    querystring: noInput,
    response: {
      200: ok(z.object({ source: z.string(), indices: z.array(adminIndexSchema) })),
      ...failures(400, 401, 403),
    },
  },
} as const;
