import { z } from 'zod';
import { isReservedUsername, LIMITS, USERNAME_PATTERN, USERNAME_RESERVED_MESSAGE } from '../limits/limits';
import { SENSITIVE_MESSAGES } from '../public/sensitive';
import { BUTTON_STYLES, FONTS } from '../theme/look';
import { BACKGROUND_STYLES, HEX_COLOR } from '../theme/theme';
import { requiredText } from '../validation/validate';
import { PROFILE_MESSAGES } from './messages';

const fullName = requiredText(PROFILE_MESSAGES.nameRequired)
  .min(LIMITS.nameMin, { error: PROFILE_MESSAGES.nameMin, abort: true })
  .max(LIMITS.nameMax, PROFILE_MESSAGES.nameMax);

const username = requiredText(PROFILE_MESSAGES.usernameRequired)
  .toLowerCase()
  .min(LIMITS.usernameMin, { error: PROFILE_MESSAGES.usernameMin, abort: true })
  .max(LIMITS.usernameMax, { error: PROFILE_MESSAGES.usernameMax, abort: true })
  .regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernamePattern)
  .refine((v) => !isReservedUsername(v), USERNAME_RESERVED_MESSAGE);

const bio = z
  .union([z.string(), z.null()], { error: PROFILE_MESSAGES.bioMax })
  .optional()
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().max(LIMITS.bioMax, PROFILE_MESSAGES.bioMax));

/** A category id, or null for none: '', null and absent all mean none. */
const categoryId = z
  .union([z.number(), z.string(), z.null()], { error: PROFILE_MESSAGES.categoryInvalid })
  .optional()
  .transform((value, ctx): number | null => {
    if (value === undefined || value === null || value === '') return null;
    const id = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.categoryInvalid });
      return z.NEVER;
    }
    return id;
  });

const color = z
  .string({ error: PROFILE_MESSAGES.colorInvalid })
  .trim()
  .regex(HEX_COLOR, PROFILE_MESSAGES.colorInvalid)
  .toLowerCase();

const backgroundStyle = z.enum(BACKGROUND_STYLES, { error: PROFILE_MESSAGES.backgroundInvalid });

/** PUT /users/profile/theme and the appearance section; a font or button style left out keeps its value. */
export const themeSchema = z.object({
  primary_color: color,
  accent_color: color,
  background_style: backgroundStyle,
  font: z.enum(FONTS, { error: PROFILE_MESSAGES.fontInvalid }).optional(),
  button_style: z.enum(BUTTON_STYLES, { error: PROFILE_MESSAGES.buttonStyleInvalid }).optional(),
});
export type ThemeInput = z.input<typeof themeSchema>;
export type ThemeChoices = z.output<typeof themeSchema>;

/** PUT /users/profile and the basic data section; `theme` is optional. */
export const profileSchema = z.object({
  full_name: fullName,
  username,
  bio,
  category_id: categoryId,
  theme: themeSchema.optional(),
  /** 'Contenido para mayores de 18'. */
  sensitive_content: z.boolean({ error: SENSITIVE_MESSAGES.invalid }).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/**
 * The body as the client may send it: `name` or `full_name`, a theme in snake or camel case.
 * Returns the snake-case shape `profileSchema` checks.
 */
export function normalizeProfileBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  if (out.full_name === undefined) out.full_name = body.fullName ?? body.name;
  delete out.fullName;
  delete out.name;
  if (out.category_id === undefined && body.categoryId !== undefined) out.category_id = body.categoryId;
  delete out.categoryId;
  const theme = body.theme;
  if (theme === null) delete out.theme;
  if (theme && typeof theme === 'object' && !Array.isArray(theme)) {
    out.theme = normalizeThemeBody(theme as Record<string, unknown>);
  }
  return out;
}

export function normalizeThemeBody(theme: Record<string, unknown>): Record<string, unknown> {
  return {
    primary_color: theme.primary_color ?? theme.primaryColor,
    accent_color: theme.accent_color ?? theme.accentColor,
    background_style: theme.background_style ?? theme.backgroundStyle,
    font: theme.font,
    button_style: theme.button_style ?? theme.buttonStyle,
  };
}

/** 'Avisos de aportes': a mail for each approved contribution, one daily digest, or none. */
export const DONATION_ALERTS = ['each', 'daily', 'none'] as const;
export type DonationAlerts = (typeof DONATION_ALERTS)[number];
export const DEFAULT_DONATION_ALERTS: DonationAlerts = 'each';

/** PUT /users/profile/alerts. */
export const donationAlertsSchema = z.object({
  donation_alerts: z.enum(DONATION_ALERTS, { error: PROFILE_MESSAGES.alertsInvalid }),
});
export type DonationAlertsInput = z.input<typeof donationAlertsSchema>;
