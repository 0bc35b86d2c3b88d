import { z } from 'zod';
import { type Answer, failures, idParams, ok, okMessage, okWithMessage } from '../http/contract';
import { eventImageUploadResponseSchema } from './image';
import { EVENT_CATEGORIES, EVENT_MESSAGES, EVENT_STATUSES } from './messages';
import { eventListQuerySchema, eventPatchSchema, eventRequestSchema } from './schema';

/** An event as the API presents it; dates are 'YYYY-MM-DD', times 'HH:MM', money in pesos. */
export const creatorEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  status: z.enum(EVENT_STATUSES),
  event_date: z.string(),
  event_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  /** ISO 8601 with the Argentine offset, e.g. '2026-05-20T21:00:00-03:00'. */
  event_datetime: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geocoded_address: z.string().nullable(),
  is_online: z.boolean(),
  meeting_url: z.string().nullable(),
  ticket_url: z.string().nullable(),
  is_free: z.boolean(),
  price: z.number(),
  formatted_price: z.string(),
  currency: z.string(),
  max_attendees: z.number().nullable(),
  duration_hours: z.number().nullable(),
  is_featured: z.boolean(),
  image_url: z.string().nullable(),
  is_upcoming: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const eventPaginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_events: z.number(),
  has_more: z.boolean(),
});

const eventParams = idParams(EVENT_MESSAGES.notFound);
const oneEvent = z.object({ event: creatorEventSchema });

/** The creator's events (spec 02 §7 "Events"). */
export const eventsContract = {
  list: {
    querystring: eventListQuerySchema,
    response: {
      200: ok(z.object({ events: z.array(creatorEventSchema), pagination: eventPaginationSchema })),
      ...failures(400, 401),
    },
  },
  get: { params: eventParams, response: { 200: ok(oneEvent), ...failures(401, 404) } },
  create: { body: eventRequestSchema, response: { 201: okWithMessage(oneEvent), ...failures(400, 401) } },
  update: {
    params: eventParams,
    body: eventPatchSchema,
    response: { 200: okWithMessage(oneEvent), ...failures(400, 401, 404) },
  },
  remove: { params: eventParams, response: { 200: okMessage, ...failures(401, 404, 409) } },
  /** multipart/form-data with one file in `event_image` (read by the route itself, not a schema). */
  uploadImage: {
    consumes: ['multipart/form-data'],
    response: { 200: eventImageUploadResponseSchema, ...failures(400, 401, 413, 415) },
  },
} as const;

export type EventsAnswer = Answer<typeof eventsContract.list>;
export type EventAnswer = Answer<typeof eventsContract.get>;
export type EventImageAnswer = Answer<typeof eventsContract.uploadImage>;

export type CreatorEvent = z.infer<typeof creatorEventSchema>;
export type EventPagination = z.infer<typeof eventPaginationSchema>;
