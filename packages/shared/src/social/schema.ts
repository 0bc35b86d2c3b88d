import { z } from 'zod';
import { SOCIAL_NETWORKS } from './labels';
import { SOCIAL_MESSAGES as M, SOCIAL_VALUE_MESSAGES } from './messages';
import { SOCIAL_ITEMS_MAX, socialUrl } from './networks';

const socialItem = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: M.networkInvalid }),
  value: z
    .string({ error: M.valueRequired })
    .trim()
    .min(1, { error: M.valueRequired, abort: true })
    .max(300, { error: M.valueRequired, abort: true }),
});

/**
 * PUT /social: the whole row in its order (it replaces the previous one). Each value must fit its
 * network; a network appears once. The output carries the address each icon leads to.
 */
export const socialItemsSchema = z.object({
  items: z
    .array(socialItem, { error: M.networkInvalid })
    .max(SOCIAL_ITEMS_MAX, M.tooMany)
    .transform((items, ctx) => {
      const seen = new Set<string>();
      const out: { network: (typeof SOCIAL_NETWORKS)[number]; value: string; url: string }[] = [];
      for (const [index, item] of items.entries()) {
        if (seen.has(item.network)) {
          ctx.addIssue({ code: 'custom', path: [index, 'network'], message: M.duplicate });
          continue;
        }
        seen.add(item.network);
        const url = socialUrl(item.network, item.value);
        if (url === null) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'value'],
            message: SOCIAL_VALUE_MESSAGES[item.network],
          });
          continue;
        }
        out.push({ ...item, url });
      }
      return out;
    }),
});
export type SocialItemsInput = z.input<typeof socialItemsSchema>;
export type SocialItemsValues = z.output<typeof socialItemsSchema>;

/** One icon as its owner sees it. */
export const socialItemSchema = z.object({
  id: z.number(),
  network: z.enum(SOCIAL_NETWORKS),
  value: z.string(),
  url: z.string(),
  order_position: z.number(),
  click_count: z.number(),
});
export type SocialItem = z.infer<typeof socialItemSchema>;
