import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okMessage, okWithMessage } from '../http/contract';
import { usernameParams } from '../public/contract';
import { SUBSCRIBER_MESSAGES } from './messages';
import { fanSubscribeSchema, subscriberResponseSchema, subscriberSettingsSchema } from './schema';

const listData = z.object({ enabled: z.boolean(), subscribers: z.array(subscriberResponseSchema) });

/** Fans' emails (issue 24): the public sign-up and the creator's list. */
export const subscribersContract = {
  /** Public: the same answer whether or not the address was already on the list. */
  subscribe: {
    params: usernameParams,
    body: fanSubscribeSchema,
    response: { 202: okMessage, ...failures(400, 403, 404, 429) },
  },
  list: {
    querystring: noInput,
    response: { 200: ok(listData), ...failures(401) },
  },
  settings: {
    body: subscriberSettingsSchema,
    response: { 200: okWithMessage(z.object({ enabled: z.boolean() })), ...failures(400, 401) },
  },
  remove: {
    params: idParams(SUBSCRIBER_MESSAGES.notFound),
    response: { 200: okWithMessage(z.object({})), ...failures(401, 404) },
  },
} as const;

export type SubscribersAnswer = Answer<typeof subscribersContract.list>;
export type SubscriberSettingsAnswer = Answer<typeof subscribersContract.settings>;
