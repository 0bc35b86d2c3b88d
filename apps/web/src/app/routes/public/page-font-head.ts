import type { PublicPageInput } from '@enlaza/shared/public';
import { resolveTheme } from '@enlaza/shared/theme';
import { fontHeadTags } from '../../../lib/page-fonts';

/** The creator's theme on any public page that has one. */
function themeOf(page: PublicPageInput['page']): unknown {
  switch (page.kind) {
    case 'profile':
      return page.profile.theme;
    case 'events':
      return page.user.theme;
    case 'event':
      return page.event.user.theme;
    default:
      return 'creator' in page ? page.creator.theme : null;
  }
}

/**
 * The head tags of the page's font (server only): the chosen font's faces and a preload of its
 * regular file; the other fonts' files are never named, so they never load.
 */
export function pageFontHead(input: PublicPageInput): string {
  return fontHeadTags(resolveTheme(themeOf(input.page)).font);
}
