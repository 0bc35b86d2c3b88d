import { z } from 'zod';
import { noInput } from './contract';

/** The load balancer's and the benchmark's routes. */
export const healthContract = {
  ping: { querystring: noInput, response: { 200: z.object({ ok: z.literal(true) }) } },
  health: {
    querystring: noInput,
    response: {
      200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
      503: z.object({ status: z.literal('error'), message: z.string() }),
    },
  },
} as const;
