import { z } from 'zod';
import { type Answer, failures, noInput, ok, okWithMessage } from '../http/contract';
import { socialItemSchema, socialItemsSchema } from './schema';

const allItems = z.object({ items: z.array(socialItemSchema) });

/** The creator's social icons row (issue 24). */
export const socialContract = {
  list: { querystring: noInput, response: { 200: ok(allItems), ...failures(401) } },
  replace: { body: socialItemsSchema, response: { 200: okWithMessage(allItems), ...failures(400, 401) } },
} as const;

export type SocialAnswer = Answer<typeof socialContract.list>;
export type SaveSocialAnswer = Answer<typeof socialContract.replace>;
