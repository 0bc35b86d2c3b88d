import { z } from 'zod';
import { type Answer, failures, ok } from '../http/contract';
import { FEATURED_PERIODS } from './messages';
import { featuredCreatorSchema, featuredCreatorsQuerySchema } from './schema';

export const featuredContract = {
  list: {
    querystring: featuredCreatorsQuerySchema,
    response: {
      200: ok(z.object({ creators: z.array(featuredCreatorSchema), period: z.enum(FEATURED_PERIODS) })),
      ...failures(400),
    },
  },
} as const;

export type FeaturedCreatorsResponse = Answer<typeof featuredContract.list>;
