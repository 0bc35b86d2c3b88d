import { z } from 'zod';
import { LIMITS } from '../limits/limits';
import { Money } from '../money/money';
import { requiredText } from '../validation/validate';
import { isCalendarDate } from './dates';
import {
  EVENT_ATTENDEES_MAX,
  EVENT_CATEGORIES,
  EVENT_CURRENCIES,
  EVENT_DEFAULTS,
  EVENT_DURATION_MAX_HOURS,
  EVENT_MESSAGES,
  EVENT_PRICE_MAX,
  EVENT_STATUSES,
} from './messages';

const M = EVENT_MESSAGES;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** Optional trimmed text: blank becomes null. */
function optionalText(max: number, maxMessage: string) {
  return z
    .union([z.string(), z.null()], { error: M.textInvalid })
    .optional()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= max, maxMessage);
}

/** Optional number that forms may send as text: blank becomes null. */
function optionalNumber(message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): number | null => {
      if (blank(value)) return null;
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * The ticket price in whole pesos, read as every typed amount is (Money.parseWholePesos: '1.500' is
 * 1500); blank becomes null (free).
 */
const ticketPrice = z
  .union([z.number(), z.string(), z.null()], { error: M.priceInvalid })
  .optional()
  .transform((value, ctx): number | null => {
    if (blank(value)) return null;
    const parsed = Money.parseWholePesos(value);
    if (parsed.ok) return parsed.money.pesos;
    const message = {
      negative: M.priceNegative,
      centavos: M.priceStep,
      invalid: M.priceInvalid,
      missing: M.priceInvalid,
    }[parsed.reason];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function optionalHttpUrl(message: string, allowUploadsPath = false) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => v?.trim() || null)
    .refine(
      (v) =>
        v === null ||
        (v.length <= LIMITS.linkUrlMax &&
          (isHttpUrl(v) || (allowUploadsPath && /^\/uploads\/[A-Za-z0-9._-]+$/.test(v)))),
      message,
    );
}

/** 'YYYY-MM-DD'; an ISO date-time keeps only its date part, as the edit form does. */
function dateText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const optionalTime = z
  .union([z.string(), z.null()], { error: M.timeInvalid })
  .optional()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || TIME.test(v), M.timeInvalid)
  .transform((v) => v?.slice(0, 5) ?? null);

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: M.flagInvalid })
  .optional()
  .transform((v) => v === true || v === 1);

function withDefault<T extends string>(values: readonly [T, ...T[]], fallback: T, message: string) {
  return z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(values, { error: message }).default(fallback),
  );
}

function eventObject(today: string) {
  return z.object({
    title: requiredText(M.titleRequired).max(LIMITS.eventTitleMax, M.titleMax),
    description: optionalText(LIMITS.eventDescriptionMax, M.descriptionMax),
    category: withDefault(EVENT_CATEGORIES, EVENT_DEFAULTS.category, M.categoryInvalid),
    status: withDefault(EVENT_STATUSES, EVENT_DEFAULTS.status, M.statusInvalid),
    event_date: z.preprocess(
      dateText,
      requiredText(M.dateRequired)
        .refine(isCalendarDate, { error: M.dateInvalid, abort: true })
        .refine((d) => d >= today, M.dateFuture),
    ),
    event_time: optionalTime,
    end_date: z.preprocess(
      dateText,
      z
        .union([z.string(), z.null()], { error: M.endDateInvalid })
        .optional()
        .transform((v) => v?.trim() || null)
        .refine((v) => v === null || isCalendarDate(v), M.endDateInvalid),
    ),
    end_time: optionalTime,
    location: requiredText(M.locationRequired).max(LIMITS.eventLocationMax, M.locationMax),
    address: optionalText(LIMITS.eventAddressMax, M.addressMax),
    latitude: optionalNumber(M.latitudeInvalid).refine(
      (v) => v === null || (v >= -90 && v <= 90),
      M.latitudeInvalid,
    ),
    longitude: optionalNumber(M.longitudeInvalid).refine(
      (v) => v === null || (v >= -180 && v <= 180),
      M.longitudeInvalid,
    ),
    geocoded_address: optionalText(LIMITS.eventAddressMax, M.geocodedAddressMax),
    is_online: flag,
    meeting_url: optionalHttpUrl(M.urlInvalid),
    ticket_url: optionalHttpUrl(M.urlInvalid),
    is_free: flag,
    price: ticketPrice
      .transform((v) => v ?? 0)
      .refine((v) => v <= EVENT_PRICE_MAX, { error: M.priceMax, abort: true })
      .refine((v) => v % LIMITS.eventPriceStep === 0, M.priceStep),
    currency: withDefault(EVENT_CURRENCIES, EVENT_DEFAULTS.currency, M.currencyInvalid),
    max_attendees: optionalNumber(M.attendeesInvalid)
      .refine((v) => v === null || (Number.isInteger(v) && v >= 1), {
        error: M.attendeesInvalid,
        abort: true,
      })
      .refine((v) => v === null || v <= EVENT_ATTENDEES_MAX, M.attendeesMax),
    duration_hours: optionalNumber(M.durationInvalid)
      .refine((v) => v === null || v > 0, { error: M.durationInvalid, abort: true })
      .refine((v) => v === null || v <= EVENT_DURATION_MAX_HOURS, M.durationMax),
    is_featured: flag,
    image_url: optionalHttpUrl(M.imageUrlInvalid, true),
  });
}

type EventObject = ReturnType<typeof eventObject>;
/** The fields of an event as a client sends them (POST /events, PUT /events/{id}, the event form). */
export type EventInput = z.input<EventObject>;
/** The fields after validation: trimmed, defaults applied, blank optional values null. */
export type EventValues = z.output<EventObject>;

/**
 * The form's own couplings, applied before validating: an online event without a place is 'Online';
 * an event that is not online has no meeting link; a free event costs 0.
 */
export function applyEventCouplings(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const v: Record<string, unknown> = { ...raw };
  const online = v.is_online === true || v.is_online === 1;
  if (online && blank(v.location)) v.location = M.online;
  if (!online) v.meeting_url = null;
  if (v.is_free === true || v.is_free === 1) v.price = 0;
  return v;
}

/**
 * The event rules of spec 02 §4–§5. `today` is the Argentine date ('YYYY-MM-DD') before which a
 * date is rejected; when editing, the server passes the stored date if it is earlier, so an event
 * that already happened can still be edited without moving it.
 */
export function eventSchema(options: { today: string }) {
  return z.preprocess(
    applyEventCouplings,
    eventObject(options.today).superRefine((v, ctx) => {
      if (v.is_online && !v.meeting_url) {
        ctx.addIssue({ code: 'custom', message: M.meetingUrlRequired, path: ['meeting_url'] });
      }
      if (v.end_date && v.end_date < v.event_date) {
        ctx.addIssue({ code: 'custom', message: M.endDateBeforeStart, path: ['end_date'] });
      }
      const sameDay = (v.end_date ?? v.event_date) === v.event_date;
      if (sameDay && v.end_time && v.event_time && v.end_time < v.event_time) {
        ctx.addIssue({ code: 'custom', message: M.endTimeBeforeStart, path: ['end_time'] });
      }
      if ((v.latitude === null) !== (v.longitude === null)) {
        const missing = v.latitude === null ? 'latitude' : 'longitude';
        ctx.addIssue({ code: 'custom', message: M.coordinatesPair, path: [missing] });
      }
    }),
  );
}

const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: M.queryInvalid })
  .transform((v) => v === 'true' || v === '1');

function queryInt(min: number, max: number, fallback: number) {
  return z
    .string({ error: M.queryInvalid })
    .regex(/^\d{1,7}$/, M.queryInvalid)
    .transform(Number)
    .refine((n) => n >= min && n <= max, M.queryInvalid)
    .optional()
    .transform((n) => n ?? fallback);
}

export const EVENTS_PAGE_LIMIT_MAX = 100;

/** GET /events query: page, limit, status, category, upcoming (true = upcoming, false = past). */
export const eventListQuerySchema = z.object({
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, EVENTS_PAGE_LIMIT_MAX, 20),
  status: z.enum(EVENT_STATUSES, { error: M.queryInvalid }).optional(),
  category: z.enum(EVENT_CATEGORIES, { error: M.queryInvalid }).optional(),
  upcoming: queryFlag.optional(),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/**
 * POST /events: the rules that do not depend on the day; the server then refuses a date before
 * today (Argentina) with `dateFuture` on `event_date`.
 */
export const eventRequestSchema = eventSchema({ today: '' });

/**
 * PUT /events/{id}: any of the event's fields; those left out keep their value. The server checks
 * the merged event as a whole with `eventSchema` (its rules couple fields: dates, online, price).
 */
export const eventPatchSchema = z.object(
  Object.fromEntries(Object.keys(eventObject('').shape).map((key) => [key, z.unknown().optional()])),
);
