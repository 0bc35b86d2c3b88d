import { describe, expect, it } from 'vitest';
import { contrast, MIN_TEXT_CONTRAST, mix } from './color-contrast';
import { hexToOklch, mixOklch, oklchToHex } from './oklch';
import { resolveTheme, themeBackground, themeStyleVariables } from './style';
import { ACCENT_PALETTE, BACKGROUND_STYLES, DEFAULT_THEME, PRIMARY_PALETTE } from './theme';

const stopsOf = (background: string) => background.match(/#[0-9a-f]{6}/g) ?? [];

describe('color arithmetic', () => {
  it('computes WCAG contrast and mixes colours', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#6366f1', '#ffffff')).toBeCloseTo(4.47, 2);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#6366f1', '#000000', 0)).toBe('#6366f1');
  });
});

describe('resolveTheme', () => {
  it('accepts snake or camel case and fills in the defaults', () => {
    expect(resolveTheme(null)).toEqual(DEFAULT_THEME);
    expect(resolveTheme({ primaryColor: '#EC4899', backgroundStyle: 'vibrant' })).toEqual({
      ...DEFAULT_THEME,
      primary_color: '#ec4899',
      accent_color: '#f59e0b',
      background_style: 'vibrant',
    });
    expect(resolveTheme({ primary_color: 'red', accent_color: '#123456', background_style: 'neon' })).toEqual(
      { ...DEFAULT_THEME, primary_color: '#6366f1', accent_color: '#123456', background_style: 'gradient' },
    );
    expect(
      resolveTheme({
        font: 'lora',
        buttonStyle: 'outline',
        background_url: '/uploads/a.webp',
        backgroundSmallUrl: '/uploads/a-small.webp',
        background_overlay: 2,
      }),
    ).toMatchObject({
      font: 'lora',
      button_style: 'outline',
      background_url: '/uploads/a.webp',
      background_small_url: '/uploads/a-small.webp',
      background_overlay: 1,
    });
    // Nothing that could leave `url("…")` or reach another host without a scheme.
    for (const url of ['/a.webp") red', '//evil.example/a.webp', 'javascript:alert(1)', "/a'.webp"]) {
      expect(resolveTheme({ background_url: url }).background_url).toBeNull();
      expect(resolveTheme({ background_small_url: url }).background_small_url).toBeNull();
    }
    expect(resolveTheme({ font: 'comic', button_style: 'neon' })).toMatchObject({
      font: 'system',
      button_style: 'shadow',
    });
  });
});

describe('themeBackground', () => {
  it('uses the creator colours in the background of each style', () => {
    expect(themeBackground(DEFAULT_THEME).pageBackground).toMatch(/^linear-gradient\(135deg in oklch, #/);
    const subtle = themeBackground({ ...DEFAULT_THEME, background_style: 'subtle' });
    expect(subtle.tone).toBe('light');
    expect(stopsOf(subtle.pageBackground)[0]).toBe(mix('#6366f1', '#ffffff', 0.9));
    const pro = themeBackground({ ...DEFAULT_THEME, background_style: 'professional' });
    expect(pro.tone).toBe('dark');
    expect(pro.cardBackground).toBe('#1e293b');
    expect(themeBackground({ ...DEFAULT_THEME, primary_color: '#ec4899' }).progressFill).toContain('#ec4899');
  });

  it('keeps every text readable (4.5:1) for every palette colour and style', () => {
    for (const style of BACKGROUND_STYLES) {
      for (const primary of PRIMARY_PALETTE) {
        for (const accent of ACCENT_PALETTE) {
          const s = themeBackground({
            primary_color: primary.value,
            accent_color: accent.value,
            background_style: style,
          });
          const label = `${style} ${primary.name} ${accent.name}`;
          for (const stop of stopsOf(s.pageBackground)) {
            expect(contrast(s.pageText, stop), label).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          }
          // The solid colour under the gradient (browsers without `in oklch`) reads as well.
          expect(contrast(s.pageText, s.pageColor), label).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrast(s.cardText, s.cardBackground), label).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrast(s.cardMutedText, s.cardBackground), label).toBeGreaterThanOrEqual(
            MIN_TEXT_CONTRAST,
          );
          expect(contrast(s.linkText, s.cardBackground), label).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrast(s.buttonText, s.buttonBackground), label).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrast(s.accentText, s.accentBackground), label).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
  });

  it('exposes the same values as CSS custom properties', () => {
    const s = themeBackground(DEFAULT_THEME);
    const vars = themeStyleVariables(DEFAULT_THEME);
    expect(vars['--theme-page-bg']).toBe(s.pageBackground);
    expect(vars['--theme-page-color']).toBe(s.pageColor);
    expect(vars['--theme-button-bg']).toBe(s.buttonBackground);
    expect(Object.keys(vars).every((k) => k.startsWith('--theme-'))).toBe(true);
  });
});

describe('gradients in OKLCH', () => {
  const chroma = (hex: string) => hexToOklch(hex).c;

  it('round-trips sRGB colours and mixes along the shorter hue arc', () => {
    for (const hex of ['#6366f1', '#f59e0b', '#0ea5e9', '#ffffff', '#000000', '#808080']) {
      expect(oklchToHex(hexToOklch(hex))).toBe(hex);
    }
    expect(mixOklch('#0ea5e9', '#f97316', 0)).toBe('#0ea5e9');
    expect(mixOklch('#0ea5e9', '#f97316', 1)).toBe('#f97316');
    // Sky blue (hue ~237) to orange (~41) goes through magenta/red, not through green.
    const middle = hexToOklch(mixOklch('#0ea5e9', '#f97316', 0.5)).h;
    expect(middle > 300 || middle < 30).toBe(true);
  });

  it('keeps a cool primary and a warm accent saturated all the way (no muddy middle)', () => {
    const pairs: Array<[string, string]> = [
      ['#0ea5e9', '#f59e0b'],
      ['#6366f1', '#eab308'],
      ['#10b981', '#d946ef'],
      ['#4338ca', '#f59e0b'],
    ];
    for (const style of ['gradient', 'vibrant'] as const) {
      for (const [primary, accent] of pairs) {
        const s = themeBackground({ primary_color: primary, accent_color: accent, background_style: style });
        expect(s.pageBackground).toContain(' in oklch,');
        const stops = stopsOf(s.pageBackground);
        expect(stops.length).toBeGreaterThanOrEqual(5);
        const ends = Math.min(chroma(stops[0] ?? ''), chroma(stops.at(-1) ?? ''));
        // The sRGB midpoint of sky blue and amber has a quarter of the ends' chroma; OKLCH keeps most of it.
        for (const stop of stops) {
          expect(chroma(stop), `${style} ${primary} ${accent} ${stop}`).toBeGreaterThan(ends * 0.6);
          expect(contrast('#ffffff', stop)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
    const fill = themeBackground({ ...DEFAULT_THEME, primary_color: '#0ea5e9' }).progressFill;
    expect(fill).toMatch(/^linear-gradient\(90deg in oklch, #0ea5e9 0%, #[0-9a-f]{6} 25%/);
    expect(fill).toContain('#f59e0b 100%');
  });
});
