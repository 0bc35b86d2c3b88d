import { z } from 'zod';
import { failures, idParams } from '../http/contract';
import { HTTP_MESSAGES } from '../http/messages';
import { LIMITS, USERNAME_PATTERN } from '../limits/limits';
import { LINK_MESSAGES } from '../links/messages';
import { usernameParams } from '../public/contract';
import { PUBLIC_MESSAGES } from '../public/messages';
import { musicClickSchema, pageViewSchema } from '../public/schema';
import { TRACKED_PAGES } from './view-paths';

/** navigator.sendBeacon sends its body as text/plain: the JSON inside it is read too (blank = none). */
function beaconBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((body, ctx) => {
    if (typeof body !== 'string') return body;
    if (!body.trim()) return {};
    try {
      return JSON.parse(body);
    } catch {
      ctx.addIssue({ code: 'custom', message: HTTP_MESSAGES.validation, input: body });
      return z.NEVER;
    }
  }, schema);
}

const username = z
  .string()
  .max(LIMITS.usernameMax, PUBLIC_MESSAGES.userNotFound)
  .refine((u) => USERNAME_PATTERN.test(u.toLowerCase()), PUBLIC_MESSAGES.userNotFound);
const page = z.enum(TRACKED_PAGES, { error: HTTP_MESSAGES.invalidValue });
const eventId = z.coerce.number().int().positive().max(2_147_483_647);

/** The beacon's body: the page, and where the visitor came from (the page's document.referrer). */
export const trackViewSchema = z.object({
  username,
  page,
  event_id: eventId.nullish(),
  referrer: z.string().max(2048).optional(),
  /** The page's query string (location.search): its utm_* parameters name the campaign. */
  search: z.string().max(1000).optional(),
});

/** The image's query: u (username), p (page), e (event id, on an event page). */
export const trackViewPixelQuery = z.object({ u: username, p: page, e: eventId.optional() });

const counted = z.object({ success: z.literal(true), counted: z.boolean() });

/** The viewed page's query string (location.search), where its utm_* parameters name the campaign. */
const pageViewWithSearchSchema = pageViewSchema.extend({
  search: z.string({ error: HTTP_MESSAGES.invalidValue }).max(1000, HTTP_MESSAGES.invalidValue).optional(),
});

/** Visitors' clicks and views, sent in the background by the public pages (spec 01 §7). */
export const trackingContract = {
  linkClick: { params: idParams(LINK_MESSAGES.notFound), response: { 200: counted, ...failures(403, 404) } },
  musicClick: {
    params: usernameParams,
    body: beaconBody(musicClickSchema),
    response: { 200: counted, ...failures(400, 404) },
  },
  view: {
    params: usernameParams,
    body: beaconBody(pageViewWithSearchSchema),
    response: { 200: counted, ...failures(400, 404) },
  },
  /** POST /public/{username}/donate-opened: the visitor opened the 'Aportar' dialog (no body). */
  donateOpened: {
    params: usernameParams,
    response: { 200: counted, ...failures(403, 404) },
  },
  /** The page's beacon after load (text/plain JSON): 204, never cached. */
  trackView: { body: beaconBody(trackViewSchema), response: { 204: z.null(), ...failures(400, 404) } },
  /** The <noscript> image: a transparent 1×1 GIF, never cached. */
  trackViewPixel: {
    querystring: trackViewPixelQuery,
    response: {
      200: z
        .custom<Uint8Array>((value) => value instanceof Uint8Array)
        .meta({ description: 'image/gif, 1×1' }),
      ...failures(400, 404),
    },
  },
} as const;
