import { z } from 'zod';
import { type Answer, failures, noInput, ok, okWithMessage } from '../http/contract';
import { MONOTRIBUTO_CATEGORIES, WITHHOLDING_KINDS } from './messages';
import { taxSettingsSchema, taxSummaryQuerySchema } from './schema';

/** One figure in pesos, split by whether the payer got something in return. */
export const taxSplitSchema = z.object({
  /** One-off donations, the gorra (and confirmed transfers): nothing in return. */
  without_consideration: z.number(),
  /** Monthly support with its perks (later, sales). */
  with_consideration: z.number(),
  total: z.number(),
});

/** The columns of a month, of the year's totals and of the last twelve months. */
export const taxFiguresSchema = z.object({
  gross: taxSplitSchema,
  provider_fee: taxSplitSchema,
  platform_fee: taxSplitSchema,
  /** Taxes the provider withheld; `by_kind` splits the total by tax. */
  withheld: taxSplitSchema.extend({ by_kind: z.record(z.enum(WITHHOLDING_KINDS), z.number()) }),
  /** Refunds and chargebacks, in the month they happened. */
  refunded: taxSplitSchema,
  /** gross − provider_fee − platform_fee − withheld − refunded. */
  net: taxSplitSchema,
});
export type TaxFigures = z.infer<typeof taxFiguresSchema>;

export const taxMonthSchema = taxFiguresSchema.extend({ month: z.string() });
export type TaxMonth = z.infer<typeof taxMonthSchema>;

export const taxCeilingSchema = z.object({
  category: z.enum(MONOTRIBUTO_CATEGORIES),
  annual_limit: z.number(),
  /** Gross minus refunds of the last twelve whole months. */
  rolling_12m: z.number(),
  /** One decimal. */
  used_pct: z.number(),
  effective_from: z.string(),
  /** The highest threshold reached now (0, 80 or 100): the dashboard's banner. */
  alert_level: z.number(),
});
export type TaxCeiling = z.infer<typeof taxCeilingSchema>;

/** GET /tax/summary → data. */
export const taxSummarySchema = z.object({
  year: z.number(),
  months: z.array(taxMonthSchema),
  totals: taxFiguresSchema,
  /** The last twelve whole months (the current month is not one yet). */
  rolling_12m: taxFiguresSchema.extend({ from: z.string(), to: z.string() }),
  monotributo_category: z.enum(MONOTRIBUTO_CATEGORIES).nullable(),
  /** Null without a category (nothing is assumed) or without a ceiling table in force. */
  ceiling: taxCeilingSchema.nullable(),
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;

const fileRoute = {
  querystring: taxSummaryQuerySchema,
  response: { 200: z.string(), ...failures(400, 401, 503) },
} as const;

export const taxContract = {
  summary: {
    querystring: taxSummaryQuerySchema,
    response: { 200: ok(taxSummarySchema), ...failures(400, 401) },
  },
  summaryCsv: fileRoute,
  summaryPdf: fileRoute,
  settings: {
    querystring: noInput,
    body: taxSettingsSchema,
    response: {
      200: okWithMessage(z.object({ monotributo_category: z.enum(MONOTRIBUTO_CATEGORIES).nullable() })),
      ...failures(400, 401),
    },
  },
} as const;

export type TaxSummaryAnswer = Answer<typeof taxContract.summary>;
export type TaxSettingsAnswer = Answer<typeof taxContract.settings>;
