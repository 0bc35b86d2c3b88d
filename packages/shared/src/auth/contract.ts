import { z } from 'zod';
import { type Answer, failures, noInput, ok, okMessage, okWithMessage } from '../http/contract';
import { BUTTON_STYLES, FONTS } from '../theme/look';
import { BACKGROUND_STYLES } from '../theme/theme';
import {
  changeEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutOthersResponseSchema,
  registerSchema,
  resetPasswordSchema,
} from './schema';
import { twoFactorChallengeSchema } from './two-factor-contract';
import { twoFactorVerifySchema } from './two-factor-schema';

export const themeResponseSchema = z.object({
  primary_color: z.string(),
  accent_color: z.string(),
  background_style: z.enum(BACKGROUND_STYLES),
  // The look (issue 24). The server always sends these; optional so that a theme of colours only
  // (older clients, fixtures) still reads, with the defaults of `resolveTheme`.
  font: z.enum(FONTS).optional(),
  button_style: z.enum(BUTTON_STYLES).optional(),
  /** The uploaded background image, or null. */
  background_url: z.string().nullable().optional(),
  /** Its phone-sized re-encoding, or null (uploaded before there was one: phones load the large file). */
  background_small_url: z.string().nullable().optional(),
  /** Opacity of the veil over the image that keeps the page's text at 4.5:1 (0 to 1). */
  background_overlay: z.number().min(0).max(1).optional(),
});

/** The signed-in creator as the API presents them to themselves (never to others). */
export const sessionUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  bio: z.string(),
  profile_image: z.string().nullable(),
  category_id: z.number().nullable(),
  theme: themeResponseSchema,
  role: z.enum(['creator', 'admin']),
  created_at: z.string(),
  /** 'Contenido para mayores de 18' (issue 22). */
  sensitive_content: z.boolean().optional(),
  /** Whether the creator opened the verification link of their current email (issue 22). */
  email_verified: z.boolean(),
  /** Set while an operator keeps the page suspended (issue 22): when and why, for the dashboard. */
  suspension: z.object({ suspended_at: z.string(), reason: z.string() }).nullable().optional(),
});

export const authPayloadSchema = z.object({ token: z.string(), user: sessionUserSchema });

/** Accounts and sessions (spec 01 §7). */
export const authContract = {
  register: { body: registerSchema, response: { 201: ok(authPayloadSchema), ...failures(400, 409, 429) } },
  /** With two-step login on, a correct password answers a challenge instead of a session. */
  login: {
    body: loginSchema,
    response: {
      200: ok(z.union([authPayloadSchema, twoFactorChallengeSchema])),
      ...failures(400, 401, 429),
    },
  },
  /** The login's code step: the challenge and an app code or a recovery code give the session. */
  verifyTwoFactor: {
    body: twoFactorVerifySchema,
    response: { 200: ok(authPayloadSchema), ...failures(400, 401, 429) },
  },
  /** Reads no body: only the session it ends. */
  logout: { body: z.unknown(), response: { 200: okMessage, ...failures(401) } },
  logoutOthers: { body: z.unknown(), response: { 200: logoutOthersResponseSchema, ...failures(401) } },
  me: {
    querystring: noInput,
    response: { 200: ok(z.object({ user: sessionUserSchema })), ...failures(401) },
  },
  theme: {
    querystring: noInput,
    response: { 200: ok(z.object({ theme: themeResponseSchema })), ...failures(401) },
  },
  forgotPassword: { body: forgotPasswordSchema, response: { 200: okMessage, ...failures(400, 429) } },
  resetPassword: { body: resetPasswordSchema, response: { 200: okMessage, ...failures(400, 429) } },
  /** Sends a new verification link to the creator's email; reads no body. */
  resendVerification: { body: z.unknown(), response: { 200: okMessage, ...failures(401, 409, 429) } },
  /** Changes the account's email (current password required); the new one starts unverified. */
  changeEmail: {
    body: changeEmailSchema,
    response: {
      200: okWithMessage(z.object({ user: sessionUserSchema })),
      ...failures(400, 401, 409, 429),
    },
  },
} as const;

export type AuthAnswer = Answer<typeof authContract.login>;
export type LogoutOthersAnswer = Answer<typeof authContract.logoutOthers>;
export type MeAnswer = Answer<typeof authContract.me>;
export type MessageAnswer = z.output<typeof okMessage>;
export type ChangeEmailAnswer = Answer<typeof authContract.changeEmail>;
