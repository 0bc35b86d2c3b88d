/** The zod schemas of the featured creators' API (query and answer). */
import { z } from 'zod';
import { LIMITS } from '../limits/limits';
import { FEATURED_DEFAULT_PERIOD, FEATURED_MESSAGES, FEATURED_PERIODS } from './messages';

const single = (value: unknown) => (Array.isArray(value) ? Symbol('repeated') : value);

/** Query of GET /stats/featured-creators; a repeated parameter is as invalid as a wrong one. */
export const featuredCreatorsQuerySchema = z.object({
  period: z.preprocess(
    single,
    z.enum(FEATURED_PERIODS, { error: FEATURED_MESSAGES.periodInvalid }).default(FEATURED_DEFAULT_PERIOD),
  ),
  limit: z.preprocess(
    single,
    z
      .string({ error: FEATURED_MESSAGES.limitInvalid })
      .regex(/^\d{1,3}$/, { error: FEATURED_MESSAGES.limitInvalid })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: FEATURED_MESSAGES.limitInvalid })
          .max(LIMITS.featuredCreatorsLimit, { error: FEATURED_MESSAGES.limitInvalid }),
      )
      .optional()
      .transform((v) => v ?? LIMITS.featuredCreatorsLimit),
  ),
  category: z.preprocess(
    (value) => (value === '' ? undefined : single(value)),
    z
      .string({ error: FEATURED_MESSAGES.categoryInvalid })
      .regex(/^[a-z0-9-]{1,40}$/, { error: FEATURED_MESSAGES.categoryInvalid })
      .optional(),
  ),
});
export type FeaturedCreatorsQuery = z.output<typeof featuredCreatorsQuerySchema>;

export const featuredCreatorSchema = z.object({
  id: z.number(),
  username: z.string(),
  full_name: z.string(),
  bio: z.string(),
  profile_image: z.string().nullable(),
  /** Category slug, or 'otros' when the creator has none. */
  category: z.string(),
  category_name: z.string(),
  created_at: z.string(),
  /** Whole days since the creator joined, counting the first one. */
  days_active: z.number(),
  stats: z.object({
    /** Profile visits within the requested period: what the ranking is made of. */
    total_visits: z.number(),
  }),
});
export type FeaturedCreator = z.infer<typeof featuredCreatorSchema>;
