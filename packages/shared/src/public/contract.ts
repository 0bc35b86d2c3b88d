import { z } from 'zod';
import { themeResponseSchema } from '../auth/contract';
import {
  supporterEntrySchema,
  supporterReportSchema,
  supportersPageSchema,
  supportersQuerySchema,
} from '../donations/supporters';
import { SUPPORTERS_MESSAGES } from '../donations/supporters-messages';
import { creatorEventSchema } from '../events/contract';
import { goalIndexingSchema } from '../goals/schema';
import { type Answer, failures, idParams, ok, okMessage, rowId } from '../http/contract';
import { LIMITS, USERNAME_PATTERN } from '../limits/limits';
import { monthlyGoalProgressSchema } from '../monthly/care-schema';
import { publicMonthlyTierSchema } from '../monthly/schema';
import { POST_MESSAGES } from '../posts/messages';
import {
  postAccessAskSchema,
  publicPostSchema,
  publicPostSummarySchema,
  publicPostsQuerySchema,
} from '../posts/schema';
import { SOCIAL_NETWORKS } from '../social/labels';
import { publicTransferSchema } from '../transfers/schema';
import { PUBLIC_MESSAGES } from './messages';
import { publicEventsQuerySchema, publicUserEventsQuerySchema } from './schema';

/** One icon of the social row as visitors get it (issue 24). */
const publicSocialItemSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() });

export const publicCategorySchema = z.object({ icon: z.string(), name: z.string() });

/** An active link; only active ones are ever presented to visitors, in their order. */
export const publicLinkSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  icon: z.string(),
  order_position: z.number(),
  /** The creator's own square image, shown instead of the icon (issue 24). */
  thumbnail_url: z.string().nullable(),
  /** 'Como reproductor': the player loaded only when the visitor presses play; null for a button. */
  embed: z
    .object({ provider: z.enum(['youtube', 'spotify', 'soundcloud', 'bandcamp', 'tiktok']), src: z.string() })
    .nullable(),
});

/** A goal in pesos: `percentage` is rounded and not capped (the bar caps it at 100). */
export const publicGoalSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  current_amount: z.number(),
  target_amount: z.number(),
  percentage: z.number(),
  is_active: z.boolean(),
  /** Of `current_amount`, the transfers the creator confirmed (issue 32), in pesos. */
  confirmed_transfers_amount: z.number(),
  /** An indexed goal (issue 33): `target_amount` is today's target; null for a fixed one. */
  indexing: goalIndexingSchema.nullable(),
});

export type MusicContentType = 'track' | 'album';

/** The creator's featured music item (spec 01 §3 "Music content"). */
export const publicMusicContentSchema = z.object({
  content_type: z.enum(['track', 'album']),
  name: z.string(),
  artist: z.string(),
  image_url: z.string().nullable(),
  spotify_url: z.string(),
  preview_url: z.string().nullable(),
});

export const publicSpotifyConnectionSchema = z.object({ content: publicMusicContentSchema.nullable() });

/** The creator of an event, as shown on its cards and detail; their theme colours the event pages. */
export const publicEventOwnerSchema = z.object({
  username: z.string(),
  full_name: z.string(),
  profile_image: z.string().nullable(),
  theme: themeResponseSchema,
});

/** An event as visitors see it: only published or completed events are ever presented. */
export const publicEventSchema = creatorEventSchema
  .omit({ created_at: true, updated_at: true, geocoded_address: true })
  .extend({ user: publicEventOwnerSchema.optional() });
export const ownedPublicEventSchema = publicEventSchema.extend({ user: publicEventOwnerSchema });

export const publicProfileSchema = z.object({
  full_name: z.string(),
  username: z.string(),
  bio: z.string(),
  profile_image: z.string().nullable(),
  /** 'Contenido para mayores de 18': visitors confirm their age first (issue 22). */
  sensitive_content: z.boolean(),
  category: publicCategorySchema.nullable(),
  theme: themeResponseSchema,
  links: z.array(publicLinkSchema),
  /** The social icons row under the bio, in the creator's order (issue 24). */
  social: z.array(publicSocialItemSchema),
  /** The active goal first (at most one is active). */
  goals: z.array(publicGoalSchema),
  spotify_connection: publicSpotifyConnectionSchema.nullable(),
  /** Whether the contribute button leads somewhere: the creator can receive donations. */
  donations_enabled: z.boolean(),
  /** The next upcoming events, at most LIMITS.publicEventsPreview. */
  upcoming_events: z.array(publicEventSchema),
  /** More upcoming events exist than the ones above ('Ver todos los eventos'). */
  has_more_events: z.boolean(),
  /** The latest approved contributions ('Apoyos'), newest first. */
  supporters: z.array(supporterEntrySchema),
  /** More than those exist ('Ver todos'). */
  has_more_supporters: z.boolean(),
  /** The creator's tiers open to new monthly supporters ('Aporte mensual'), by position. */
  monthly_tiers: z.array(publicMonthlyTierSchema),
  /** 'Meta mensual' (issue 34) with its progress: income in whole pesos per month, or active supporters. */
  monthly_goal: monthlyGoalProgressSchema.nullable(),
  /** The 'Recibe novedades' block is on (issue 24); nothing else about the list leaves the server. */
  fan_signup: z.boolean(),
  /** The latest published public posts ('Novedades', issue 35), newest first: titles and dates only. */
  posts: z.array(publicPostSummarySchema),
  /** 'Transferir' (issue 32): the alias or CVU the creator shows, and the code for the concept; null when none. */
  transfer: publicTransferSchema.nullable(),
  /** The creator's three suggested amounts in today's pesos (issue 33); null: the forms' defaults. */
  donation_chips: z.array(z.number()).nullable(),
});

export const publicEventCountsSchema = z.object({ all: z.number(), upcoming: z.number(), past: z.number() });

export const publicPaginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_events: z.number(),
  has_more: z.boolean(),
});

/** A username as it can exist (any case); anything else names nobody: 404 'Usuario no encontrado'. */
export const usernameParams = z.object({
  username: z
    .string()
    .max(LIMITS.usernameMax, PUBLIC_MESSAGES.userNotFound)
    .refine((u) => USERNAME_PATTERN.test(u.toLowerCase()), PUBLIC_MESSAGES.userNotFound),
});

/** Entry ids are opaque, short and URL-safe. */
const entryIdParams = usernameParams.extend({
  entryId: z
    .string()
    .max(64, SUPPORTERS_MESSAGES.entryNotFound)
    .regex(/^[A-Za-z0-9_-]+$/, SUPPORTERS_MESSAGES.entryNotFound),
});

/** The wall for visitors (public API). */
export const supportersContract = {
  list: {
    params: usernameParams,
    querystring: supportersQuerySchema,
    response: { 200: ok(supportersPageSchema), ...failures(400, 403, 404) },
  },
  report: {
    params: entryIdParams,
    body: supporterReportSchema,
    response: { 201: okMessage, ...failures(400, 403, 404, 429) },
  },
} as const;

/** The visitors' JSON API (spec 01 §7). */
export const publicContract = {
  events: {
    querystring: publicEventsQuerySchema,
    response: {
      200: ok(z.object({ events: z.array(publicEventSchema), pagination: publicPaginationSchema })),
      ...failures(400),
    },
  },
  event: {
    params: idParams(PUBLIC_MESSAGES.eventNotFound),
    response: { 200: ok(z.object({ event: ownedPublicEventSchema })), ...failures(403, 404) },
  },
  profile: {
    params: usernameParams,
    // `goal`: the active goal again (spec 01 §7 fallback), or null.
    response: {
      200: ok(z.object({ user: publicProfileSchema, goal: publicGoalSchema.nullable() })),
      ...failures(403, 404),
    },
  },
  userEvents: {
    params: usernameParams,
    querystring: publicUserEventsQuerySchema,
    response: {
      200: ok(
        z.object({
          events: z.array(publicEventSchema),
          user: publicEventOwnerSchema,
          counts: publicEventCountsSchema,
          pagination: publicPaginationSchema,
        }),
      ),
      ...failures(400, 403, 404),
    },
  },
} as const;

/** A creator's published public posts for visitors (issue 35); a post for monthly supporters answers 403. */
export const publicPostsContract = {
  list: {
    params: usernameParams,
    querystring: publicPostsQuerySchema,
    response: {
      200: ok(z.object({ posts: z.array(publicPostSchema), has_more: z.boolean() })),
      ...failures(400, 403, 404),
    },
  },
  one: {
    params: usernameParams.extend({ id: rowId(POST_MESSAGES.notFound) }),
    response: { 200: ok(z.object({ post: publicPostSchema })), ...failures(403, 404) },
  },
  /** 'Ya aporto: recibir enlace de acceso': always the same sentence (a link is mailed only to a supporter). */
  access: {
    params: usernameParams,
    body: postAccessAskSchema,
    response: { 200: okMessage, ...failures(400, 404, 429) },
  },
} as const;

export type PublicProfileResponse = Answer<typeof publicContract.profile>;
export type PublicEventsResponse = Answer<typeof publicContract.events>;
export type PublicEventResponse = Answer<typeof publicContract.event>;
export type PublicUserEventsResponse = Answer<typeof publicContract.userEvents>;

export type PublicCategory = z.infer<typeof publicCategorySchema>;
export type PublicLink = z.infer<typeof publicLinkSchema>;
export type PublicGoal = z.infer<typeof publicGoalSchema>;
export type PublicMusicContent = z.infer<typeof publicMusicContentSchema>;
export type PublicSpotifyConnection = z.infer<typeof publicSpotifyConnectionSchema>;
export type PublicEventOwner = z.infer<typeof publicEventOwnerSchema>;
export type PublicEvent = z.infer<typeof publicEventSchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type PublicEventCounts = z.infer<typeof publicEventCountsSchema>;
export type PublicPagination = z.infer<typeof publicPaginationSchema>;
