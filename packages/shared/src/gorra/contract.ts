import { z } from 'zod';
import { type Answer, failures, noInput, ok, okWithMessage } from '../http/contract';
import { GORRA_MESSAGES } from './messages';
import { gorraPlaceSchema, gorraPlaceStateSchema } from './place';
import { gorraOrderResponseSchema, gorraOrderSchema } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orderParams = z.object({
  id: z
    .string()
    .regex(UUID, GORRA_MESSAGES.orderNotFound)
    .transform((id) => id.toLowerCase()),
});
const qrPng = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'image/png' });
const qrSvg = z.string().meta({ description: 'image/svg+xml' });

/** 'Modo gorra' behind login (issue 32): in-person QR orders of the creator's own. */
export const gorraContract = {
  createOrder: {
    body: gorraOrderSchema,
    response: { 201: okWithMessage(gorraOrderResponseSchema), ...failures(400, 401, 403, 404, 409, 503) },
  },
  order: {
    params: orderParams,
    response: { 200: ok(gorraOrderResponseSchema), ...failures(401, 404) },
  },
  cancelOrder: {
    params: orderParams,
    response: { 200: okWithMessage(gorraOrderResponseSchema), ...failures(401, 404, 409, 503) },
  },
  qrPng: { params: orderParams, querystring: noInput, response: { 200: qrPng, ...failures(401, 404) } },
  qrSvg: { params: orderParams, querystring: noInput, response: { 200: qrSvg, ...failures(401, 404) } },
  place: { querystring: noInput, response: { 200: ok(gorraPlaceStateSchema), ...failures(401) } },
  savePlace: {
    body: gorraPlaceSchema,
    response: { 200: okWithMessage(gorraPlaceStateSchema), ...failures(400, 401) },
  },
} as const;

export type GorraOrderAnswer = Answer<typeof gorraContract.order>;
export type GorraCreatedAnswer = Answer<typeof gorraContract.createOrder, 201>;
export type GorraPlaceAnswer = Answer<typeof gorraContract.place>;
