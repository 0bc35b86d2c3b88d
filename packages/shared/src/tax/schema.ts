import { z } from 'zod';
import { MONOTRIBUTO_CATEGORIES, TAX_MESSAGES } from './messages';

/** The first year the summary answers (before it Enlazá collected nothing). */
export const FIRST_TAX_YEAR = 2020;

/**
 * `?year=YYYY`: a year from FIRST_TAX_YEAR on; the service refuses a year after the current one.
 * Omitted: the current year.
 */
export const taxSummaryQuerySchema = z.object({
  year: z
    .string({ error: TAX_MESSAGES.yearInvalid })
    .regex(/^\d{4}$/, TAX_MESSAGES.yearInvalid)
    .transform(Number)
    .refine((year) => year >= FIRST_TAX_YEAR, TAX_MESSAGES.yearInvalid)
    .optional(),
});
export type TaxSummaryQuery = z.output<typeof taxSummaryQuerySchema>;

/** PUT /tax/settings. */
export const taxSettingsSchema = z.object({
  monotributo_category: z.enum(MONOTRIBUTO_CATEGORIES, { error: TAX_MESSAGES.category.invalid }).nullable(),
});
export type TaxSettingsInput = z.output<typeof taxSettingsSchema>;

/** The operator's table file (`npm run admin -- monotributo load <file.json>`); limits in pesos. */
export const ceilingTableSchema = z.object({
  effective_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'effective_from debe ser una fecha AAAA-MM-DD')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'effective_from no es una fecha real'),
  categories: z
    .array(
      z.object({
        category: z.enum(MONOTRIBUTO_CATEGORIES),
        annual_limit: z.number().positive().max(1e12),
      }),
    )
    .min(1)
    .refine(
      (rows) => new Set(rows.map((r) => r.category)).size === rows.length,
      'cada categoría puede aparecer una sola vez',
    ),
});
export type CeilingTable = z.output<typeof ceilingTableSchema>;
