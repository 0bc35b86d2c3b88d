import { failures, okMessage } from '../http/contract';
import { usernameParams } from '../public/contract';
import { pageReportSchema } from './schema';

/** A visitor's report on a creator's page (public API, no session). */
export const pageReportsContract = {
  create: {
    params: usernameParams,
    body: pageReportSchema,
    response: { 201: okMessage, ...failures(400, 403, 404, 429) },
  },
} as const;
