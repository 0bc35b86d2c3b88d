import { z } from 'zod';
import { isCalendarDate } from '../events/dates';
import { type Answer, failures, ok } from '../http/contract';
import { ACTIVITY_ACTIONS, ACTIVITY_TYPES, STATS_DEFAULT_PERIOD, STATS_MESSAGES } from './messages';

/**
 * The statistics endpoints (spec 02 §3 "Stats", §7 "Statistics"): GET /stats/overview, /stats/visits,
 * /stats/detailed and /stats/funnel. Days are Argentina's calendar days; every day of the range is listed.
 */
export const STATS_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_RANGE_DEFAULT_PERIOD: StatsPeriod = '7d';
/** The longest custom range (a leap year). */
export const STATS_MAX_RANGE_DAYS = 366;

export const STATS_RANGE_MESSAGES = {
  periodInvalid: 'El período no es válido (usa 7d, 30d, 90d o all)',
  dateInvalid: 'La fecha no es válida (usa AAAA-MM-DD)',
  startDateMissing: 'Indica la fecha de inicio',
  endDateMissing: 'Indica la fecha de fin',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  rangeTooLong: `El rango no puede superar los ${STATS_MAX_RANGE_DAYS} días`,
  eventInvalid: 'El evento no es válido',
  eventNotFound: 'Evento no encontrado',
  noPreviousData: 'Sin datos del período anterior',
  direct: 'Directo',
} as const;

const DAY_MS = 86_400_000;

/** Whole days from `start` to `end` inclusive ('2026-03-01'..'2026-03-07' → 7). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar day `days` after `day` (negative for before). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const calendarDate = (message: string) =>
  z.string({ error: message }).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), {
    error: STATS_RANGE_MESSAGES.dateInvalid,
  });

/** `period` or an inclusive `startDate`/`endDate`; the dates win when given. */
export const statsRangeQuerySchema = z
  .object({
    period: z.enum(STATS_PERIODS, { error: STATS_RANGE_MESSAGES.periodInvalid }).optional(),
    startDate: calendarDate(STATS_RANGE_MESSAGES.dateInvalid).optional(),
    endDate: calendarDate(STATS_RANGE_MESSAGES.dateInvalid).optional(),
    /** Narrows views and donations to one of the creator's events ('Pasar la gorra'). */
    eventId: z
      .string({ error: STATS_RANGE_MESSAGES.eventInvalid })
      .regex(/^[1-9]\d{0,9}$/, STATS_RANGE_MESSAGES.eventInvalid)
      .transform(Number)
      .refine((id) => id <= 2_147_483_647, STATS_RANGE_MESSAGES.eventInvalid)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.startDate === undefined && q.endDate === undefined) return;
    if (q.startDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: STATS_RANGE_MESSAGES.startDateMissing });
      return;
    }
    if (q.endDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: STATS_RANGE_MESSAGES.endDateMissing });
      return;
    }
    if (q.endDate < q.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: STATS_RANGE_MESSAGES.endBeforeStart });
    } else if (daysInRange(q.startDate, q.endDate) > STATS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: STATS_RANGE_MESSAGES.rangeTooLong });
    }
  });
export type StatsRangeQuery = z.input<typeof statsRangeQuerySchema>;

const comparison = z.object({
  /** Whole-number change against the previous period of equal length; null = 'Sin datos del período anterior'. */
  percentage: z.number().int().nullable(),
  trend: z.enum(['up', 'down']).nullable(),
});

const dayRange = z.object({ startDate: z.string(), endDate: z.string(), days: z.number().int() });

const viewsByDay = z.array(z.object({ date: z.string(), views: z.number().int(), unique: z.number().int() }));
const topReferrers = z.array(z.object({ referrer: z.string(), visits: z.number().int() }));
/** A breakdown of the period's visits (country, province, device…), most first; `name` in Spanish. */
const breakdown = z.array(z.object({ name: z.string(), visits: z.number().int() }));
/** How many rows each breakdown lists at most. */
export const STATS_BREAKDOWN_LIMIT = 10;

/** Names the statistics give to values without one of their own. */
export const STATS_BREAKDOWN_MESSAGES = {
  unknown: 'Desconocido',
  devices: { mobile: 'Móvil', tablet: 'Tablet', desktop: 'Computadora', other: 'Otro' },
} as const;

export const statsOverviewSchema = z.object({
  range: dayRange,
  /** null for 'all': there is no period before the whole history. */
  previousRange: dayRange.nullable(),
  totalViews: z.number().int(),
  uniqueViews: z.number().int(),
  totalClicks: z.number().int(),
  /** Approved donations ÷ views × 100, one decimal; 0 without views. */
  conversionRate: z.number(),
  totalDonations: z.object({ count: z.number().int(), amount: z.number() }),
  comparisons: z.object({
    totalViews: comparison,
    uniqueViews: comparison,
    totalClicks: comparison,
    totalDonations: comparison,
    conversionRate: comparison,
  }),
  clicksByLink: z.array(
    z.object({ id: z.number().int(), title: z.string(), url: z.string(), clicks: z.number().int() }),
  ),
  viewsByDay,
  topReferrers,
  devices: breakdown,
  browsers: breakdown,
  os: breakdown,
  countries: breakdown,
  /** Argentine provinces (visits from Argentina only). */
  provinces: breakdown,
  /** 'source / medium / campaign' from the page address's utm_* parameters; visits without them are left out. */
  campaigns: breakdown,
});
export type StatsOverview = z.infer<typeof statsOverviewSchema>;

/**
 * Every step counts visitors, as 'Visitantes únicos' does (one a day), each step's among the step
 * before's, so no step exceeds the one before (issue 30). Monthly charges are left out: they start no
 * checkout.
 */
const funnelFigures = z.object({
  /** Visitors of the page (the profile's, or the event page's with eventId), with those who reached 'Aportar' straight from a link. */
  visitors: z.number().int(),
  /** Visitors who opened 'Aportar' (the dialog or the form page) or started a payment there. */
  donate_opened: z.number().int(),
  /** Visitors who started a one-off payment on that page (whatever became of it). */
  checkouts: z.number().int(),
  /** Of those, the visitors whose payment was approved, and the sum approved in pesos. */
  approved: z.number().int(),
  approved_amount: z.number(),
});
export type StatsFunnelFigures = z.infer<typeof funnelFigures>;

/** The donation funnel of the period and of the period of equal length before it (null for 'all'). */
export const statsFunnelSchema = funnelFigures.extend({
  range: dayRange,
  previousRange: dayRange.nullable(),
  previous: funnelFigures.nullable(),
});
export type StatsFunnel = z.infer<typeof statsFunnelSchema>;

export const statsVisitsSchema = z.object({
  range: dayRange,
  total: z.number().int(),
  unique: z.number().int(),
  visitsByDay: viewsByDay,
  topReferrers,
});
export type StatsVisits = z.infer<typeof statsVisitsSchema>;

export const statsDetailedSchema = z.object({
  range: dayRange,
  topLinks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      url: z.string(),
      icon: z.string(),
      clicks: z.number().int(),
    }),
  ),
  /** Approved donations by the Argentine day they were approved; amount in pesos. */
  dailyDonations: z.array(z.object({ date: z.string(), count: z.number().int(), amount: z.number() })),
  upcomingEvents: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      event_date: z.string(),
      event_time: z.string().nullable(),
      location: z.string(),
    }),
  ),
});
export type StatsDetailed = z.infer<typeof statsDetailedSchema>;

export const statsOverviewResponseSchema = ok(statsOverviewSchema);
export const statsVisitsResponseSchema = ok(statsVisitsSchema);
export const statsDetailedResponseSchema = ok(statsDetailedSchema);
export const statsFunnelResponseSchema = ok(statsFunnelSchema);

// The dashboard home (GET /stats/dashboard).

/** null when there is nothing to compare with: the client then shows 'Sin datos del mes anterior'. */
export const trendSchema = z.enum(['up', 'down']).nullable();

const dashboardComparison = {
  /** Whole-number change against the previous period, or null. */
  percentage: z.number().nullable(),
  trend: trendSchema,
};

export const dateRangeSchema = z.object({ start: z.string(), end: z.string() });

export const topLinkSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  icon: z.string(),
  click_count: z.number(),
});

export const recentActivitySchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  action: z.enum(ACTIVITY_ACTIONS),
  description: z.string(),
  date: z.string(),
});

/** One of the latest approved donations on the dashboard home; amount in pesos. */
export const latestDonationSchema = z.object({
  id: z.string(),
  /** 'Anónimo' when the donor left no name. */
  donor_name: z.string(),
  amount: z.number(),
  message: z.string().nullable(),
  created_at: z.string(),
});

export const dashboardStatsSchema = z.object({
  clicksTotales: z.object({ value: z.number(), ...dashboardComparison }),
  donaciones: z.object({ count: z.number(), amount: z.number(), ...dashboardComparison }),
  /** Transfers the creator confirmed in the period (issue 32), apart from the donations; pesos. */
  transferencias: z.object({ count: z.number(), amount: z.number() }).optional(),
  /** Profile views (every visit) and, of those, the unique visitors (one per person and day). */
  visitasPerfil: z.object({ value: z.number(), visitantesUnicos: z.number(), ...dashboardComparison }),
  /** The active goal's figures; the server also names it (`title`). */
  goal: z
    .object({ title: z.string().optional(), current: z.number(), target: z.number(), percent: z.number() })
    .nullable(),
  topLinks: z.array(topLinkSchema),
  latestDonations: z.array(latestDonationSchema),
  recentActivities: z.array(recentActivitySchema),
  period: z.object({ current: dateRangeSchema, previous: dateRangeSchema }),
});

/** '30d': between 1 and 365 days. */
export const statsPeriodSchema = z
  .string({ error: STATS_MESSAGES.periodInvalid })
  .regex(/^(\d{1,3})d$/, STATS_MESSAGES.periodInvalid)
  .refine((p) => {
    const days = Number.parseInt(p, 10);
    return days >= 1 && days <= 365;
  }, STATS_MESSAGES.periodInvalid)
  .optional()
  .transform((p) => p ?? STATS_DEFAULT_PERIOD);

/** The creator's statistics (spec 02 §7 "Statistics"). */
export const statsContract = {
  dashboard: {
    querystring: z.object({ period: statsPeriodSchema }),
    response: { 200: ok(dashboardStatsSchema), ...failures(400, 401) },
  },
  overview: {
    querystring: statsRangeQuerySchema,
    response: { 200: statsOverviewResponseSchema, ...failures(400, 401, 404) },
  },
  visits: {
    querystring: statsRangeQuerySchema,
    response: { 200: statsVisitsResponseSchema, ...failures(400, 401, 404) },
  },
  detailed: {
    querystring: statsRangeQuerySchema,
    response: { 200: statsDetailedResponseSchema, ...failures(400, 401, 404) },
  },
  funnel: {
    querystring: statsRangeQuerySchema,
    response: { 200: statsFunnelResponseSchema, ...failures(400, 401, 404) },
  },
} as const;

export type DashboardStatsAnswer = Answer<typeof statsContract.dashboard>;
export type StatsOverviewAnswer = Answer<typeof statsContract.overview>;
export type StatsVisitsAnswer = Answer<typeof statsContract.visits>;
export type StatsDetailedAnswer = Answer<typeof statsContract.detailed>;
export type StatsFunnelAnswer = Answer<typeof statsContract.funnel>;

export type Trend = z.infer<typeof trendSchema>;
export type Comparison = { percentage: number | null; trend: Trend };
export type DateRange = z.infer<typeof dateRangeSchema>;
export type TopLink = z.infer<typeof topLinkSchema>;
export type RecentActivity = z.infer<typeof recentActivitySchema>;
export type LatestDonation = z.infer<typeof latestDonationSchema>;
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
