import { z } from 'zod';
import { type Answer, failures, noInput, ok } from '../http/contract';

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  order_position: z.number(),
});

export const categoriesContract = {
  list: {
    querystring: noInput,
    response: { 200: ok(z.object({ categories: z.array(categorySchema) })), ...failures() },
  },
} as const;

export type CategoriesAnswer = Answer<typeof categoriesContract.list>;
