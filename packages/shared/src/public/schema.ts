import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_MESSAGES } from '../events/messages';
import { EVENTS_PAGE_LIMIT_MAX } from '../events/schema';
import { HTTP_MESSAGES } from '../http/messages';
import { LIMITS } from '../limits/limits';
import { EVENT_TABS, PUBLIC_MESSAGES } from './messages';

const M = EVENT_MESSAGES;

function queryInt(min: number, max: number, fallback: number) {
  return z
    .string({ error: M.queryInvalid })
    .regex(/^\d{1,7}$/, M.queryInvalid)
    .transform(Number)
    .refine((n) => n >= min && n <= max, M.queryInvalid)
    .optional()
    .transform((n) => n ?? fallback);
}

const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: M.queryInvalid })
  .transform((v) => v === 'true' || v === '1');

/** GET /public/{username}/events: page, limit, category, tab (all | upcoming | past). */
export const publicUserEventsQuerySchema = z.object({
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, EVENTS_PAGE_LIMIT_MAX, 20),
  category: z.enum(EVENT_CATEGORIES, { error: M.queryInvalid }).optional(),
  tab: z.enum(EVENT_TABS, { error: M.queryInvalid }).optional(),
});
export type PublicUserEventsQuery = z.output<typeof publicUserEventsQuerySchema>;

/** GET /public/events: upcoming published events of every creator; page, limit, category, featured. */
export const publicEventsQuerySchema = z.object({
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, EVENTS_PAGE_LIMIT_MAX, 20),
  category: z.enum(EVENT_CATEGORIES, { error: M.queryInvalid }).optional(),
  featured: queryFlag.optional(),
});
export type PublicEventsQuery = z.output<typeof publicEventsQuerySchema>;

/** POST /public/{username}/music-click: the music link the visitor followed. */
export const musicClickSchema = z.object({
  url: z
    .string({ error: PUBLIC_MESSAGES.musicUrlInvalid })
    .trim()
    .max(LIMITS.linkUrlMax, PUBLIC_MESSAGES.musicUrlInvalid)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, PUBLIC_MESSAGES.musicUrlInvalid),
});

/** POST /public/{username}/view: which of the creator's pages was seen (the profile when absent). */
export const pageViewSchema = z.object({
  page: z
    .enum(['profile', 'events', 'event'], { error: HTTP_MESSAGES.invalidValue })
    .optional()
    .default('profile'),
});
