import { z } from 'zod';
import { argentinaLocalToUtc } from '../events/dates';
import { EMAIL_PATTERN } from '../validation/validate';
import {
  POST_MESSAGES as M,
  POST_ACCESS_TEXTS,
  POST_AUDIENCES,
  POST_LIMITS,
  POST_MAILING_STATUSES,
  POST_STATUSES,
} from './messages';

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, { error: M.titleRequired, abort: true })
  .max(POST_LIMITS.titleMax, M.titleMax);

/** Kept as typed (line breaks and spacing are the markup), only its ends trimmed. */
const body = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, { error: M.bodyRequired, abort: true })
  .max(POST_LIMITS.bodyMax, M.bodyMax);

const tierId = z
  .number({ error: M.tierInvalid })
  .int(M.tierInvalid)
  .min(1, M.tierInvalid)
  .max(2_147_483_647, M.tierInvalid);

/** `min_tier_id` only for monthly supporters: null or absent means every tier. */
const audience = z
  .object(
    {
      kind: z.enum(POST_AUDIENCES, { error: M.audienceInvalid }),
      min_tier_id: tierId.nullable().optional(),
    },
    { error: M.audienceInvalid },
  )
  .superRefine((value, ctx) => {
    if (value.kind !== 'monthly' && value.min_tier_id != null) {
      ctx.addIssue({ code: 'custom', path: ['min_tier_id'], message: M.tierOnlyMonthly });
    }
  })
  .transform((value) => ({ kind: value.kind, min_tier_id: value.min_tier_id ?? null }));

/** Mail the post to its audience when it is published (through the mail queue, capped per day). */
const sendEmail = z.boolean({ error: M.sendEmailInvalid });

/**
 * 'Publicar el …': Argentine wall-clock 'YYYY-MM-DDTHH:MM' (a datetime-local input's value) in, the
 * UTC instant out; blank or null means no schedule.
 */
const publishAt = z
  .union([z.string(), z.null()], { error: M.publishAtInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = value?.trim();
    if (!text) return null;
    const utc = argentinaLocalToUtc(text);
    if (utc === null) {
      ctx.addIssue({ code: 'custom', message: M.publishAtInvalid });
      return z.NEVER;
    }
    return utc;
  });

const draft = z.boolean({ error: M.draftInvalid });

/**
 * POST /posts. `draft: true` keeps it unpublished; otherwise it is published now, or at `publish_at`
 * when one is given (the server refuses a time already past).
 */
export const postCreateSchema = z.object({
  title,
  body,
  audience,
  send_email: sendEmail.optional().default(false),
  publish_at: publishAt,
  draft: draft.optional().default(false),
});
export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostCreateValues = z.output<typeof postCreateSchema>;

/**
 * PATCH /posts/{id}: fields left out keep their value. `draft: true` takes a post back to draft;
 * `draft: false` publishes a draft now (or at `publish_at`); `publish_at` alone (re)schedules a post
 * not yet published.
 */
export const postUpdateSchema = z.object({
  title: title.optional(),
  body: body.optional(),
  audience: audience.optional(),
  send_email: sendEmail.optional(),
  publish_at: publishAt,
  draft: draft.optional(),
});
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
export type PostUpdateValues = z.output<typeof postUpdateSchema>;

/** A post as its creator sees it. */
export const postResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The text as typed (the small markup: paragraphs, links, **bold**, *italics*, lists). */
  body: z.string(),
  audience: z.object({ kind: z.enum(POST_AUDIENCES), min_tier_id: z.number().nullable() }),
  send_email: z.boolean(),
  status: z.enum(POST_STATUSES),
  /** ISO-8601 UTC: when a scheduled post is published; null otherwise. */
  publish_at: z.string().nullable(),
  /** ISO-8601 UTC: when it was published; null while it is not. */
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Its optional image (re-encoded WebP), shown on its page and the list; never in mails. */
  image_url: z.string().nullable(),
  /**
   * Its mailing, once published with `send_email`: 'sending' or 'done' with how many mails were
   * queued, sent and given up ('Enviado a 120 de 340'); 'limit' when published over the daily cap
   * (not mailed). Null when there is no mailing (yet).
   */
  mailing: z
    .object({
      status: z.enum(POST_MAILING_STATUSES),
      total: z.number(),
      sent: z.number(),
      failed: z.number(),
    })
    .nullable(),
});
export type Post = z.infer<typeof postResponseSchema>;

/** A published public post's title and date (the profile's 'Novedades', the list page). */
export const publicPostSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  published_at: z.string(),
});
export type PublicPostSummary = z.infer<typeof publicPostSummarySchema>;

/** A published public post with its safe HTML (the public API, issue 35). */
export const publicPostSchema = publicPostSummarySchema.extend({
  body_html: z.string(),
  image_url: z.string().nullable(),
});

/** `?page=` of the public list: 1 to 1000, 1 when absent. */
export const publicPostsQuerySchema = z.object({
  page: z
    .string({ error: M.pageInvalid })
    .regex(/^([1-9]\d{0,2}|1000)$/, M.pageInvalid)
    .optional()
    .transform((value) => (value === undefined ? 1 : Number(value))),
});

/** A published public post as visitors read it: its body already rendered to safe HTML by the server. */
export interface PublicPost extends PublicPostSummary {
  /** Only paragraphs, links (http, https, mailto), bold, italics and lists; every other character escaped. */
  body_html: string;
  /** Its optional image (re-encoded WebP). */
  image_url: string | null;
}

/**
 * POST /api/public/{username}/access and a gated post's form: the email of the supporter's
 * subscription, and the post they want to read (its tier decides; absent: any active subscription).
 */
export const postAccessAskSchema = z.object({
  email: z
    .string({ error: POST_ACCESS_TEXTS.emailInvalid })
    .trim()
    .max(254, POST_ACCESS_TEXTS.emailInvalid)
    .regex(EMAIL_PATTERN, POST_ACCESS_TEXTS.emailInvalid)
    .transform((email) => email.toLowerCase()),
  post_id: z
    .number({ error: M.notFound })
    .int(M.notFound)
    .min(1, M.notFound)
    .max(2_147_483_647, M.notFound)
    .optional(),
});
export type PostAccessAskValues = z.output<typeof postAccessAskSchema>;
