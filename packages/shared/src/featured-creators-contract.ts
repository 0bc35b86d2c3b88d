import { z } from 'zod';
import { type Answer, failures, ok } from './api-contract';
import { FEATURED_PERIODS } from './featured-creators';
import { featuredCreatorSchema, featuredCreatorsQuerySchema } from './featured-creators-schema';

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
