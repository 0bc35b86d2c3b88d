import { z } from 'zod';
import { argentinaLocalToUtc } from '../events/dates';
import { LIMITS } from '../limits/limits';
import { LINK_DISPLAYS, LINK_EMBED_MESSAGES } from './embeds';
import { isLinkIcon, type LinkIcon } from './icons';
import { LINK_MESSAGES, LINKS_MAX_PER_CREATOR, normalizeLinkUrl } from './messages';

const linkTitle = z
  .string({ error: LINK_MESSAGES.required })
  .trim()
  .min(1, { error: LINK_MESSAGES.required, abort: true })
  .max(LIMITS.linkTitleMax, LINK_MESSAGES.titleMax);

const linkUrl = z
  .string({ error: LINK_MESSAGES.required })
  .trim()
  .min(1, { error: LINK_MESSAGES.required, abort: true })
  .max(LIMITS.linkUrlMax, { error: LINK_MESSAGES.urlMax, abort: true })
  .transform((value, ctx) => {
    const url = normalizeLinkUrl(value);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: LINK_MESSAGES.urlInvalid });
      return z.NEVER;
    }
    return url;
  });

/** Blank means "guess one from the address"; otherwise one of the 16 icon classes. */
function checkIcon(value: string | null | undefined, ctx: z.RefinementCtx): LinkIcon | null {
  const icon = value?.trim();
  if (!icon) return null;
  if (!isLinkIcon(icon)) {
    ctx.addIssue({ code: 'custom', message: LINK_MESSAGES.iconInvalid });
    return z.NEVER;
  }
  return icon;
}

const iconText = z.union([z.string(), z.null()], { error: LINK_MESSAGES.iconInvalid });

/** An icon class of the 16 choices; blank or absent means "guess one from the address". */
const linkIcon = iconText.optional().transform((value, ctx) => checkIcon(value, ctx) ?? undefined);

const linkActive = z.boolean({ error: LINK_MESSAGES.activeInvalid });

/** 'button' (the default) or 'embed' ('Como reproductor'); the server checks the address can be embedded. */
const linkDisplay = z.enum(LINK_DISPLAYS, { error: LINK_EMBED_MESSAGES.displayInvalid });

/**
 * A schedule bound: Argentine wall-clock 'YYYY-MM-DDTHH:MM' (a datetime-local input's value) in,
 * the UTC instant out; blank or null clears it; absent keeps it (on edit).
 */
function scheduleBound(message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const text = value?.trim();
      if (!text) return null;
      const utc = argentinaLocalToUtc(text);
      if (utc === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return utc;
    });
}

/** The end must come after the start when both are given. */
function checkScheduleOrder(
  value: { starts_at?: string | null; ends_at?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: LINK_MESSAGES.endsBeforeStart });
  }
}

const linkStartsAt = scheduleBound(LINK_MESSAGES.startsAtInvalid);
const linkEndsAt = scheduleBound(LINK_MESSAGES.endsAtInvalid);

/** POST /links and the link form. */
export const linkSchema = z
  .object({
    title: linkTitle,
    url: linkUrl,
    icon: linkIcon,
    is_active: linkActive.optional(),
    display: linkDisplay.optional(),
    starts_at: linkStartsAt,
    ends_at: linkEndsAt,
  })
  .superRefine(checkScheduleOrder);
export type LinkInput = z.input<typeof linkSchema>;
export type LinkValues = z.output<typeof linkSchema>;

const positiveId = z
  .number({ error: LINK_MESSAGES.reorderInvalid })
  .int(LINK_MESSAGES.reorderInvalid)
  .min(1, LINK_MESSAGES.reorderInvalid)
  .max(2_147_483_647, LINK_MESSAGES.reorderInvalid);

/** PUT /links/reorder: the creator's links in their new order. */
export const reorderLinksSchema = z.object({
  links: z
    .array(
      z.object({
        id: positiveId,
        order_position: z
          .number({ error: LINK_MESSAGES.reorderInvalid })
          .int(LINK_MESSAGES.reorderInvalid)
          .min(0, LINK_MESSAGES.reorderInvalid)
          .max(1_000_000, LINK_MESSAGES.reorderInvalid)
          .optional(),
      }),
      { error: LINK_MESSAGES.reorderInvalid },
    )
    .max(LINKS_MAX_PER_CREATOR, LINK_MESSAGES.reorderInvalid),
});
export type ReorderLinksInput = z.input<typeof reorderLinksSchema>;
export type ReorderLinksValues = z.output<typeof reorderLinksSchema>;

/**
 * PUT /links/{id}: fields left out keep their value; a blank icon (null) is guessed again. The server
 * checks the schedule's order again against the bounds it keeps.
 */
export const linkUpdateSchema = z
  .object({
    title: linkTitle.optional(),
    url: linkUrl.optional(),
    icon: iconText
      .optional()
      .transform((value, ctx) => (value === undefined ? undefined : checkIcon(value, ctx))),
    is_active: linkActive.optional(),
    display: linkDisplay.optional(),
    starts_at: linkStartsAt,
    ends_at: linkEndsAt,
  })
  .superRefine(checkScheduleOrder);
export type LinkUpdateInput = z.input<typeof linkUpdateSchema>;
export type LinkUpdateValues = z.output<typeof linkUpdateSchema>;

/** A link as the API presents it to its owner (spec 02 §3). */
export const linkResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  icon: z.string(),
  is_active: z.boolean(),
  click_count: z.number(),
  order_position: z.number(),
  display: z.enum(LINK_DISPLAYS),
  /** The creator's square image shown at the start of the button (issue 24), or null. */
  thumbnail_url: z.string().nullable(),
  /** ISO-8601 UTC: shown to visitors from then on; null when it has no start bound. */
  starts_at: z.string().nullable(),
  /** ISO-8601 UTC: shown to visitors until then; null when it never expires. */
  ends_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Link = z.infer<typeof linkResponseSchema>;
