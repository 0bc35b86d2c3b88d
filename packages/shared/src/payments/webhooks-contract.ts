import { z } from 'zod';
import { failures, okMessage } from '../http/contract';

/**
 * Mercado Pago notifications: the signature covers `data.id` of the query; body and query are read
 * loosely (the provider adds fields), and only a verified notification is acted on.
 */
export const webhooksContract = {
  mercadopago: {
    querystring: z.record(z.string(), z.unknown()),
    body: z.unknown(),
    response: { 200: okMessage, ...failures(401, 503) },
  },
} as const;
