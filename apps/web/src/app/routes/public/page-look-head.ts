import type { PublicPageInput } from '@enlaza/shared/public';
import {
  type ButtonStyle,
  FONT_STACKS,
  imageBackground,
  resolveTheme,
  type Theme,
} from '@enlaza/shared/theme';
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
    case 'fan-subscription':
    case 'monthly-subscribe':
      // The fan's and the supporter's pages keep the default look (their creator carries no theme).
      return null;
    default:
      return 'creator' in page ? page.creator.theme : null;
  }
}

/**
 * The link buttons' styles (issue 24). 'Sombra' is the page's own card. Each keeps its text at 4.5:1:
 * 'Relleno' uses the button colours, 'Contorno' the page's text over the page background (the veil
 * over a background image is computed for that text), 'Redondeado' the card colours.
 */
const BUTTON_CSS: Record<ButtonStyle, string> = {
  shadow: '',
  filled:
    '.pp-page .pp-link,.pp-page .pp-link:hover{background:var(--theme-button-bg);color:var(--theme-button-text);' +
    'border-color:transparent;box-shadow:none}' +
    '.pp-page .pp-link-icon{background:var(--theme-card-bg);color:var(--theme-link-text)}',
  outline:
    '.pp-page .pp-link,.pp-page .pp-link:hover{background:transparent;color:var(--theme-page-text);' +
    'border:2px solid currentColor;box-shadow:none}',
  rounded: '.pp-page .pp-link{border-radius:var(--radius-full);box-shadow:var(--shadow-sm)}',
};

/** From this width on the page loads the large background; below it (phones) the phone file. */
export const LARGE_BACKGROUND_MEDIA = '(min-width:48em)';

/**
 * The page's look as CSS: font, background image under its veil, button style. The background is
 * mobile first: the phone file by default and the large one only inside a wider media rule (a
 * browser fetches no background of a rule that does not apply, so a phone never loads the large file).
 */
export function lookCss(theme: Theme): string {
  const rules: string[] = [];
  if (theme.font !== 'system') rules.push(`.pp-page{font-family:${FONT_STACKS[theme.font]}}`);
  const small = imageBackground(theme, 'small');
  const large = imageBackground(theme, 'large');
  if (small && large) {
    rules.push(
      `.pp-page.pp-page{background-image:${small};background-size:cover;background-position:center top}`,
    );
    if (large !== small)
      rules.push(`@media ${LARGE_BACKGROUND_MEDIA}{.pp-page.pp-page{background-image:${large}}}`);
  }
  rules.push(BUTTON_CSS[theme.button_style]);
  return rules.join('');
}

/**
 * The head tags of the page's look (server only, never in the page's script: the look needs no
 * JavaScript): the chosen font's faces and a preload of its regular file (the other fonts' files are
 * never named, so they never load), and the look's CSS.
 */
export function pageLookHead(input: PublicPageInput | { theme: unknown }): string {
  const theme = resolveTheme('page' in input ? themeOf(input.page) : input.theme);
  const css = lookCss(theme);
  const tags = [fontHeadTags(theme.font), css ? `<style data-look>${css}</style>` : ''];
  return tags.filter(Boolean).join('\n    ');
}
