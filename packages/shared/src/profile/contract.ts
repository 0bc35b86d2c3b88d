import { z } from 'zod';
import { sessionUserSchema } from '../auth/contract';
import { type Answer, failures, noInput, ok, okWithMessage } from '../http/contract';
import {
  DONATION_ALERTS,
  donationAlertsSchema,
  normalizeProfileBody,
  normalizeThemeBody,
  themeSchema,
} from './schema';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * PUT /users/profile: any of the profile's fields (aliases of spec 02 §3 accepted); those left out keep
 * their value. The server checks the merged profile as a whole with `profileSchema`.
 */
export const profilePatchSchema = z.preprocess(
  (body) => (isRecord(body) ? normalizeProfileBody(body) : body),
  z.object({
    full_name: z.unknown().optional(),
    username: z.unknown().optional(),
    bio: z.unknown().optional(),
    category_id: z.unknown().optional(),
    theme: z.unknown().optional(),
    sensitive_content: z.unknown().optional(),
  }),
);

/** PUT /users/profile/theme, in snake or camel case. */
export const themeRequestSchema = z.preprocess(
  (body) => (isRecord(body) ? normalizeThemeBody(body) : body),
  themeSchema,
);

const withUser = ok(z.object({ user: sessionUserSchema }));
const withAlerts = z.object({ donation_alerts: z.enum(DONATION_ALERTS) });
const withBackground = ok(z.object({ background_url: z.string().nullable(), user: sessionUserSchema }));
/** The QR as sent: PNG bytes or SVG text (never JSON). */
const qrPng = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'image/png' });
const qrSvg = z.string().meta({ description: 'image/svg+xml' });
const withImage = ok(z.object({ profile_image: z.string().nullable(), user: sessionUserSchema }));

/** The creator's profile (spec 02 §7 "Profile"). */
export const profileContract = {
  update: { body: profilePatchSchema, response: { 200: withUser, ...failures(400, 401, 409, 429) } },
  updateTheme: { body: themeRequestSchema, response: { 200: withUser, ...failures(400, 401) } },
  /** multipart/form-data with one file in `profile_image` (read by the route itself, not a schema). */
  uploadImage: {
    consumes: ['multipart/form-data'],
    response: { 200: withImage, ...failures(400, 401, 413, 415) },
  },
  deleteImage: { querystring: noInput, response: { 200: withImage, ...failures(401) } },
  /** multipart/form-data with one file in `image`: the page's background image. */
  uploadBackground: {
    consumes: ['multipart/form-data'],
    response: { 200: withBackground, ...failures(400, 401, 413, 415) },
  },
  deleteBackground: { querystring: noInput, response: { 200: withBackground, ...failures(401) } },
  /** 'Código QR de tu página': `/u/{username}` in the creator's colours (or black on white). */
  qrPng: { querystring: noInput, response: { 200: qrPng, ...failures(401) } },
  qrSvg: { querystring: noInput, response: { 200: qrSvg, ...failures(401) } },
  /** 'Avisos de aportes': when the creator gets mail about approved contributions. */
  alerts: { querystring: noInput, response: { 200: ok(withAlerts), ...failures(401) } },
  updateAlerts: {
    body: donationAlertsSchema,
    response: { 200: okWithMessage(withAlerts), ...failures(400, 401) },
  },
} as const;

export type ProfileAnswer = Answer<typeof profileContract.update>;
export type BackgroundImageAnswer = Answer<typeof profileContract.uploadBackground>;
export type ProfileImageAnswer = Answer<typeof profileContract.uploadImage>;
export type DonationAlertsAnswer = Answer<typeof profileContract.alerts>;
export type UpdateDonationAlertsAnswer = Answer<typeof profileContract.updateAlerts>;
