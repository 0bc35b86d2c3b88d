import { DEFAULT_THEME, type Theme } from '@enlaza/shared/theme';
import { describe, expect, it } from 'vitest';
import { LARGE_BACKGROUND_MEDIA, lookCss, pageLookHead } from './page-look-head';

const withImage: Theme = {
  ...DEFAULT_THEME,
  background_url: '/uploads/grande.webp',
  background_small_url: '/uploads/chico.webp',
  background_overlay: 0.4,
};

/** The CSS before the media rule (what every width gets) and inside it (wide screens only). */
function split(css: string) {
  const at = css.indexOf(`@media ${LARGE_BACKGROUND_MEDIA}{`);
  return at < 0 ? { base: css, wide: '' } : { base: css.slice(0, at), wide: css.slice(at) };
}

describe('lookCss: the background image, mobile first', () => {
  it('gives phones the phone file and only wide screens the large one, both under the veil', () => {
    const { base, wide } = split(lookCss(withImage));
    const veil = 'linear-gradient(rgba(0, 0, 0, 0.40), rgba(0, 0, 0, 0.40))';
    expect(base).toContain(`background-image:${veil}, url("/uploads/chico.webp")`);
    expect(base).toContain('background-size:cover');
    expect(base).not.toContain('grande.webp');
    expect(wide).toContain(`background-image:${veil}, url("/uploads/grande.webp")`);
    expect(wide).not.toContain('chico.webp');
    expect(LARGE_BACKGROUND_MEDIA).toBe('(min-width:48em)');
  });

  it('falls back to the large file for everyone when the image has no phone file (uploaded before)', () => {
    const css = lookCss({ ...withImage, background_small_url: null });
    expect(css).not.toContain('@media');
    expect(css).toContain('url("/uploads/grande.webp")');
  });

  it('draws no image without one, and reads the phone file from a theme as the server sends it', () => {
    expect(lookCss(DEFAULT_THEME)).not.toContain('url(');
    const head = pageLookHead({
      theme: {
        primary_color: '#6366f1',
        accent_color: '#f59e0b',
        background_style: 'gradient',
        background_url: '/uploads/grande.webp',
        background_small_url: '/uploads/chico.webp',
        background_overlay: 0.4,
      },
    });
    expect(head).toContain('<style data-look>');
    expect(split(head).base).toContain('chico.webp');
    expect(split(head).wide).toContain('grande.webp');
  });
});
