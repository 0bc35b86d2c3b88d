import { FONT_FACE_NAMES, type FontId } from '@enlaza/shared/theme';
import { FONT_FILES } from './font-files';

/**
 * The `@font-face` rules of one page font (regular and bold, `font-display: swap`: the text shows at
 * once in the fallback and changes when the file arrives). Empty for the system's fonts.
 */
export function fontFaceCss(font: FontId): string {
  const family = FONT_FACE_NAMES[font];
  if (font === 'system' || !family) return '';
  const files = FONT_FILES[font];
  const face = (weight: number, url: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(${url}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,` +
    'U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}';
  return face(400, files.regular) + face(700, files.bold);
}

/**
 * What a server-rendered page puts in its head for the creator's font: a preload of the regular
 * file (the one the first paint needs) and the font's two faces. Nothing for the system's fonts.
 */
export function fontHeadTags(font: FontId): string {
  if (font === 'system') return '';
  return [
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${FONT_FILES[font].regular}" />`,
    `<style data-font="${font}">${fontFaceCss(font)}</style>`,
  ].join('\n    ');
}
