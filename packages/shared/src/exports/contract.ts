import { z } from 'zod';
import { sessionUserSchema } from '../auth/contract';
import { categorySchema } from '../categories/contract';
import { receivedDonationSchema } from '../donations/contract';
import { creatorEventSchema } from '../events/contract';
import { subscriberResponseSchema } from '../fans/schema';
import { goalResponseSchema } from '../goals/schema';
import { gorraPlaceResponseSchema } from '../gorra/place';
import { failures, noInput } from '../http/contract';
import { linkResponseSchema } from '../links/schema';
import { postResponseSchema } from '../posts/schema';
import { socialItemSchema } from '../social/schema';
import { musicItemSchema } from '../spotify/contract';
import { confirmedTransferSchema, transferDetailsResponseSchema } from '../transfers/schema';

/** A CSV export: UTF-8 with a byte-order mark, ';' between cells (see apps/server/src/lib/csv.ts). */
export const csvExportSchema = z.string().startsWith('\uFEFF');

/**
 * GET /exports/account.json: everything the creator put in their account. Never a password hash,
 * session, provider token or another creator's row: each part goes through its owner's presenter.
 */
export const accountExportSchema = z.object({
  format: z.literal('enlaza-cuenta'),
  version: z.literal(1),
  exported_at: z.string(),
  profile: sessionUserSchema,
  category: categorySchema.nullable(),
  links: z.array(linkResponseSchema),
  /** The social icons row (issue 24). */
  social: z.array(socialItemSchema),
  goals: z.array(goalResponseSchema),
  events: z.array(creatorEventSchema),
  donations: z.array(receivedDonationSchema),
  music: musicItemSchema.nullable(),
  /** The fans who confirmed 'Recibe novedades' (issue 24). */
  subscribers: z.array(subscriberResponseSchema),
  /** The creator's posts, any audience and status (issue 35). */
  posts: z.array(postResponseSchema),
  /** The alias or CVU shown for transfers, and the transfers the creator confirmed (issue 32). */
  transfer_details: transferDetailsResponseSchema.nullable(),
  confirmed_transfers: z.array(confirmedTransferSchema),
  /** Where the creator plays or sells, kept for their QR store at Mercado Pago (issue 32). */
  gorra_place: gorraPlaceResponseSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const csvRoute = { querystring: noInput, response: { 200: csvExportSchema, ...failures(401) } } as const;

/** The creator's downloads: links, events, donations and subscribers as CSV, the whole account as JSON. */
export const exportsContract = {
  links: csvRoute,
  events: csvRoute,
  donations: csvRoute,
  subscribers: csvRoute,
  account: { querystring: noInput, response: { 200: accountExportSchema, ...failures(401) } },
} as const;
