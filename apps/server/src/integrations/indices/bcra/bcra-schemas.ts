import { z } from 'zod';

/**
 * The BCRA statistics API's answers as integrations.md §9 describes them (v3.0, 'monetarias'); fields
 * not used are ignored. `valor` is a JSON number, or text with ',' as the decimal separator in some
 * versions. To be checked against the live API description (docs/decisions.md, issue 33).
 */
const valueSchema = z.union([z.number(), z.string()]);

export const bcraVariablesSchema = z.object({
  results: z.array(
    z.object({
      idVariable: z.number().int(),
      descripcion: z.string(),
    }),
  ),
});

const bcraPointSchema = z.object({ fecha: z.string(), valor: valueSchema });

/** v3.0 nests a series' values in `detalle`; v2.0 answered them flat in `results`. */
export const bcraSeriesSchema = z.object({
  metadata: z
    .object({
      resultset: z.object({ count: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
    })
    .optional(),
  results: z.union([z.array(z.object({ detalle: z.array(bcraPointSchema) })), z.array(bcraPointSchema)]),
});

export type BcraPoint = z.infer<typeof bcraPointSchema>;
