import { z } from 'zod';
import { type Answer, failures, noInput, ok, okWithMessage, rowId } from '../http/contract';
import { PUBLIC_MESSAGES } from '../public/messages';
import { DONATION_MESSAGES, DONATION_STATUSES, PAYMENT_METHODS } from './messages';
import { donationCheckoutSchema, donationsQuerySchema, eventDonationSchema } from './schema';
import { donationUpdateSchema, wallSettingsSchema, wallSettingsUpdateSchema } from './supporters';

/** POST /donations/checkout → data. */
export const checkoutSessionSchema = z.object({ donation_id: z.string(), checkout_url: z.string() });

/** GET /donations/{id}/status → data.donation: what anyone holding the id may see. */
export const publicDonationStatusSchema = z.object({
  id: z.string(),
  status: z.enum(DONATION_STATUSES),
  amount: z.number(),
  goal_title: z.string().nullable(),
  creator: z.object({ username: z.string(), full_name: z.string() }),
});

/** A row of the creator's history; amounts in pesos. */
export const receivedDonationSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  mp_status: z.enum(DONATION_STATUSES),
  status_label: z.string(),
  donor_name: z.string(),
  /** Only ever in the answers of the creator who received the donation. */
  donor_email: z.string().nullable(),
  message: z.string().nullable(),
  /** The donor's choices: message for the wall or only for the creator, name shown, amount hidden. */
  message_public: z.boolean(),
  show_name: z.boolean(),
  hide_amount: z.boolean(),
  /** The creator (or a blocked word) hid the message from every public answer. */
  message_hidden: z.boolean(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** Visitors' reports of its wall entry ('Denunciar'). */
  report_count: z.number(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  creator_amount: z.number(),
  platform_commission: z.number(),
  goal: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The event whose donation page it came from ('Pasar la gorra'). */
  event: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** Under a chargeback or dispute: until when the creator may send evidence (ISO-8601), else null. */
  evidence_deadline: z.string().nullable(),
  /** Whether the creator may refund it from the screen (approved, paid through the provider). */
  refundable: z.boolean(),
  /** 'one_off' (a checkout) or 'monthly' (one charge of a monthly subscription: 'Mensual'). */
  kind: z.enum(['one_off', 'monthly', 'qr']),
});

export const donationsPaginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_donations: z.number(),
  has_more: z.boolean(),
});

/** Approved donations only. */
export const donationsStatsSchema = z.object({
  total_received: z.number(),
  approved_count: z.number(),
  average: z.number(),
});

/** GET /donations/received and GET /donations/goal/{goalId} → data. */
export const donationsPageSchema = z.object({
  donations: z.array(receivedDonationSchema),
  pagination: donationsPaginationSchema,
  stats: donationsStatsSchema,
});

/** GET /donations/test → data: whether checkout works here and its rules. */
export const donationsAvailabilitySchema = z.object({
  available: z.boolean(),
  simulated: z.boolean(),
  currency: z.literal('ARS'),
  min_amount: z.number(),
  max_amount: z.number(),
  commission_percent: z.number(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Donations: checkout and status for donors, history for the creator (spec 02 §7 "Donations"). */
/** One of the creator's donations, by its id (an unknown shape answers as not found). */
const donationIdParams = z.object({
  id: z
    .string()
    .regex(UUID, DONATION_MESSAGES.notFound)
    .transform((id) => id.toLowerCase()),
});

export const donationsContract = {
  checkout: {
    body: donationCheckoutSchema,
    response: { 201: ok(checkoutSessionSchema), ...failures(400, 403, 404, 409, 429, 503) },
  },
  /** 'Pasar la gorra': a donation made at an event, counted toward the creator's active goal. */
  eventCheckout: {
    params: z.object({ eventId: rowId(PUBLIC_MESSAGES.eventNotFound) }),
    body: eventDonationSchema,
    response: { 201: ok(checkoutSessionSchema), ...failures(400, 403, 404, 409, 429, 503) },
  },
  test: { querystring: noInput, response: { 200: ok(donationsAvailabilitySchema), ...failures() } },
  received: {
    querystring: donationsQuerySchema,
    response: { 200: ok(donationsPageSchema), ...failures(400, 401) },
  },
  byGoal: {
    params: z.object({ goalId: rowId(DONATION_MESSAGES.goalNotFound) }),
    querystring: donationsQuerySchema,
    response: { 200: ok(donationsPageSchema), ...failures(400, 401, 404) },
  },
  /** The creator refunds one of their approved donations through the provider. */
  refund: {
    params: donationIdParams,
    response: {
      200: ok(z.object({ donation: receivedDonationSchema })),
      ...failures(401, 404, 409, 429, 502),
    },
  },
  /** The creator's moderation of one of their donations: hide or show the message, reply once. */
  update: {
    params: donationIdParams,
    body: donationUpdateSchema,
    response: {
      200: okWithMessage(z.object({ donation: receivedDonationSchema })),
      ...failures(400, 401, 404, 409),
    },
  },
  /** The creator's wall settings: 'Mostrar montos en la página' and the blocked words. */
  wallSettings: { querystring: noInput, response: { 200: ok(wallSettingsSchema), ...failures(401) } },
  updateWallSettings: {
    body: wallSettingsUpdateSchema,
    response: { 200: okWithMessage(wallSettingsSchema), ...failures(400, 401) },
  },
  /** `payment_id` (from the checkout's return URL) is only a hint, checked with the provider. */
  status: {
    params: z.object({
      id: z
        .string()
        .regex(UUID, DONATION_MESSAGES.notFound)
        .transform((id) => id.toLowerCase()),
    }),
    querystring: z.object({ payment_id: z.unknown().optional() }),
    response: { 200: ok(z.object({ donation: publicDonationStatusSchema })), ...failures(404) },
  },
} as const;

export type DonationsPageAnswer = Answer<typeof donationsContract.received>;
export type DonationStatusAnswer = Answer<typeof donationsContract.status>;
export type RefundAnswer = Answer<typeof donationsContract.refund>;
export type DonationUpdateAnswer = Answer<typeof donationsContract.update>;
export type WallSettingsAnswer = Answer<typeof donationsContract.wallSettings>;
export type CheckoutAnswer = Answer<typeof donationsContract.checkout, 201>;

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export type PublicDonationStatus = z.infer<typeof publicDonationStatusSchema>;
export type ReceivedDonation = z.infer<typeof receivedDonationSchema>;
export type DonationsPagination = z.infer<typeof donationsPaginationSchema>;
export type DonationsStats = z.infer<typeof donationsStatsSchema>;
export type DonationsPage = z.infer<typeof donationsPageSchema>;
export type DonationsAvailability = z.infer<typeof donationsAvailabilitySchema>;
