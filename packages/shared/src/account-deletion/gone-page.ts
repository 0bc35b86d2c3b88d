/** What a deleted account's page says (410): the only deletion texts the public page's script carries. */
export const GONE_PAGE_MESSAGES = {
  title: 'Esta página ya no existe',
  detail: 'La cuenta que la publicaba fue eliminada.',
} as const;
