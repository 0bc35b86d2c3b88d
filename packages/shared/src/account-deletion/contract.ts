import { type Answer, failures, okMessage } from '../http/contract';
import { accountDeletionSchema } from './schema';

/** Deleting one's own account (issue 22). */
export const accountDeletionContract = {
  remove: { body: accountDeletionSchema, response: { 200: okMessage, ...failures(400, 401, 429, 503) } },
} as const;

export type AccountDeletionAnswer = Answer<typeof accountDeletionContract.remove>;
