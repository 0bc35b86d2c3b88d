import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okMessage, okWithMessage } from '../http/contract';
import { TRANSFER_MESSAGES } from './messages';
import {
  confirmedTransferSchema,
  transferCreateSchema,
  transferDetailsResponseSchema,
  transferDetailsSchema,
} from './schema';

/** Transfers by alias or CVU (issue 32), behind login: the creator's details and what they confirmed. */
export const transfersContract = {
  details: {
    querystring: noInput,
    response: {
      200: ok(z.object({ details: transferDetailsResponseSchema.nullable() })),
      ...failures(401),
    },
  },
  saveDetails: {
    body: transferDetailsSchema,
    response: {
      200: okWithMessage(z.object({ details: transferDetailsResponseSchema })),
      ...failures(400, 401),
    },
  },
  removeDetails: { querystring: noInput, response: { 200: okMessage, ...failures(401) } },
  list: {
    querystring: noInput,
    response: { 200: ok(z.object({ transfers: z.array(confirmedTransferSchema) })), ...failures(401) },
  },
  create: {
    body: transferCreateSchema,
    response: {
      201: okWithMessage(z.object({ transfer: confirmedTransferSchema })),
      ...failures(400, 401, 404),
    },
  },
  remove: {
    params: idParams(TRANSFER_MESSAGES.notFound),
    response: { 200: okMessage, ...failures(401, 404) },
  },
} as const;

export type TransferDetailsAnswer = Answer<typeof transfersContract.details>;
export type TransferDetailsSavedAnswer = Answer<typeof transfersContract.saveDetails>;
export type TransfersListAnswer = Answer<typeof transfersContract.list>;
export type TransferCreatedAnswer = Answer<typeof transfersContract.create, 201>;
