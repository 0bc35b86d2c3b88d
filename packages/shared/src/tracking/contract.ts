import { z } from 'zod';
import { failures, idParams } from '../http/contract';
import { HTTP_MESSAGES } from '../http/messages';
import { LINK_MESSAGES } from '../links/messages';
import { usernameParams } from '../public/contract';
import { musicClickSchema, pageViewSchema } from '../public/schema';

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
} as const;
