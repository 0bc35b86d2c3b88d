import { describe, expect, it } from 'vitest';
import { backgroundOverlay } from './background-overlay';
import { contrast, luminance, MIN_TEXT_CONTRAST, mix } from './color-contrast';
import { qrColors } from './qr-colors';
import { imageBackground, resolveTheme, themeBackground } from './style';
import { ACCENT_PALETTE, BACKGROUND_STYLES, DEFAULT_THEME, PRIMARY_PALETTE } from './theme';

describe('backgroundOverlay', () => {
  const samples = ['#ffffff', '#fde68a', '#808080', '#3b82f6', '#e11d48', '#0f172a', '#000000'].sort(
    (x, y) => luminance(y) - luminance(x),
  );

  it('brings every theme text to 4.5:1 over the worst area of any image, with the least veil', () => {
    for (const style of BACKGROUND_STYLES) {
      const text = themeBackground({ ...DEFAULT_THEME, background_style: style }).pageText;
      // Ordered lightest first: an image's darkest area is never lighter than its lightest.
      for (const [i, light] of samples.entries()) {
        for (const dark of samples.slice(i)) {
          const overlay = backgroundOverlay(text, { light, dark });
          const veil = overlay.color;
          for (const area of [light, dark]) {
            expect(
              contrast(text, mix(area, veil, overlay.opacity)),
              `${style} ${area}`,
            ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          }
          if (overlay.opacity > 0) {
            const worst = veil === '#000000' ? light : dark;
            expect(contrast(text, mix(worst, veil, overlay.opacity - 0.01))).toBeLessThan(
              MIN_TEXT_CONTRAST + 0.1,
            );
          }
        }
      }
    }
  });

  it('darkens under light text and lightens under dark text', () => {
    expect(backgroundOverlay('#ffffff', { light: '#ffffff', dark: '#000000' }).color).toBe('#000000');
    expect(backgroundOverlay('#0f172a', { light: '#ffffff', dark: '#000000' }).color).toBe('#ffffff');
    expect(backgroundOverlay('#ffffff', { light: '#222222', dark: '#000000' }).opacity).toBe(0);
  });
});

describe('imageBackground', () => {
  it('puts the veil over the image', () => {
    const vars = imageBackground({
      ...DEFAULT_THEME,
      font: 'playfair',
      background_url: '/uploads/fondo.webp',
      background_overlay: 0.42,
    });
    expect(vars).toBe(
      'linear-gradient(rgba(0, 0, 0, 0.42), rgba(0, 0, 0, 0.42)), url("/uploads/fondo.webp")',
    );
    const light = imageBackground(
      resolveTheme({
        background_style: 'subtle',
        background_url: '/uploads/f.webp',
        background_overlay: 0.5,
      }),
    );
    expect(light).toContain('rgba(255, 255, 255, 0.50)');
    expect(imageBackground(DEFAULT_THEME)).toBeNull();
  });

  it('draws the phone file at the small size and the large one otherwise, the large one when there is no phone file', () => {
    const theme = {
      ...DEFAULT_THEME,
      background_url: '/uploads/grande.webp',
      background_small_url: '/uploads/chico.webp',
      background_overlay: 0.3,
    };
    const veil = 'linear-gradient(rgba(0, 0, 0, 0.30), rgba(0, 0, 0, 0.30))';
    expect(imageBackground(theme, 'small')).toBe(`${veil}, url("/uploads/chico.webp")`);
    expect(imageBackground(theme, 'large')).toBe(`${veil}, url("/uploads/grande.webp")`);
    expect(imageBackground(theme)).toBe(`${veil}, url("/uploads/grande.webp")`);
    expect(imageBackground({ ...theme, background_small_url: null }, 'small')).toBe(
      `${veil}, url("/uploads/grande.webp")`,
    );
    // A phone file alone (its large file gone) draws nothing.
    expect(imageBackground({ ...theme, background_url: null }, 'small')).toBeNull();
  });
});

describe('qrColors', () => {
  it('keeps the palette in the creator’s colours at 4.5:1, dark modules on light', () => {
    for (const p of PRIMARY_PALETTE) {
      for (const a of ACCENT_PALETTE) {
        const c = qrColors({ primary_color: p.value, accent_color: a.value });
        expect(c.fallback, `${p.name} ${a.name}`).toBe(false);
        expect(contrast(c.dark, c.light)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('falls back to black on white for a pale primary', () => {
    expect(qrColors({ primary_color: '#fde68a', accent_color: '#fef9c3' })).toEqual({
      dark: '#000000',
      light: '#ffffff',
      fallback: true,
    });
  });
});
