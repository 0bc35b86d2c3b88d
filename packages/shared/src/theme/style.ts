import { adjustForText, contrast, MIN_TEXT_CONTRAST, mix } from './color-contrast';
import { BUTTON_STYLES, type ButtonStyle, FONTS, type FontId } from './look';
import { darkenForWhiteText, mixOklch } from './oklch';
import {
  BACKGROUND_STYLES,
  type BackgroundStyle,
  DEFAULT_THEME,
  HEX_COLOR,
  type Theme,
  type ThemeColors,
} from './theme';

const WHITE = '#ffffff';
const BLACK = '#000000';
const INK = '#0f172a';

/**
 * The CSS values a creator's theme gives their public page. The public page and the profile editor's
 * live preview both draw from this one function, so the preview is exactly what visitors will see.
 * Every text colour here reads with at least 4.5:1 on what it is drawn on.
 */
export interface ThemeStyle {
  /** 'dark' when the page background is dark and its text light. */
  tone: 'light' | 'dark';
  /** CSS `background-image` of the whole page (a gradient, `in oklch` where the style mixes hues). */
  pageBackground: string;
  /**
   * A solid colour under that gradient, for browsers that cannot draw `in oklch`: the page keeps a
   * background its text reads on (4.5:1) instead of none.
   */
  pageColor: string;
  /** Text drawn straight on the page background (name, bio, footer). */
  pageText: string;
  /** Cards on the page: links, goal, events, music. */
  cardBackground: string;
  cardText: string;
  cardMutedText: string;
  cardBorder: string;
  /** Filled buttons and icon chips in the primary colour. */
  buttonBackground: string;
  buttonText: string;
  /** Primary-coloured text on a card (e.g. 'Ver todos los eventos'). */
  linkText: string;
  /** The goal's progress bar. */
  progressFill: string;
  progressTrack: string;
  /** Badges in the accent colour. */
  accentBackground: string;
  accentText: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function colorOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

function oneOf<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return (choices as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** Only our own uploads' paths or a plain http(s) address: nothing that could break out of `url("…")`. */
const IMAGE_URL = /^(\/[\w./-]+|https?:\/\/[\w.:/-]+)$/;

function imageUrlOr(value: unknown): string | null {
  return typeof value === 'string' && IMAGE_URL.test(value) && !value.startsWith('//') ? value : null;
}

function opacityOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** The colours of any theme-like value (snake or camel case, partial, missing), with the defaults. */
export function resolveColors(input: unknown): ThemeColors {
  const raw = isRecord(input) ? input : {};
  return {
    primary_color: colorOr(raw.primary_color ?? raw.primaryColor, DEFAULT_THEME.primary_color),
    accent_color: colorOr(raw.accent_color ?? raw.accentColor, DEFAULT_THEME.accent_color),
    background_style: oneOf<BackgroundStyle>(
      raw.background_style ?? raw.backgroundStyle,
      BACKGROUND_STYLES,
      DEFAULT_THEME.background_style,
    ),
  };
}

/**
 * Any theme-like value as a complete theme (colours and look) with the defaults. The public page's
 * script never needs the look (the server renders it into the head), so it calls resolveColors only.
 */
export function resolveTheme(input: unknown): Theme {
  const raw = isRecord(input) ? input : {};
  return {
    ...resolveColors(raw),
    font: oneOf<FontId>(raw.font, FONTS, DEFAULT_THEME.font),
    button_style: oneOf<ButtonStyle>(
      raw.button_style ?? raw.buttonStyle,
      BUTTON_STYLES,
      DEFAULT_THEME.button_style,
    ),
    background_url: imageUrlOr(raw.background_url ?? raw.backgroundUrl),
    background_small_url: imageUrlOr(raw.background_small_url ?? raw.backgroundSmallUrl),
    background_overlay: opacityOf(raw.background_overlay ?? raw.backgroundOverlay),
  };
}

/** Darkened only as much as white text on it needs. */
const underWhiteText = (color: string) => adjustForText(color, WHITE, BLACK);

interface GradientStop {
  color: string;
  /** Position in percent. */
  at: number;
}

/** Intermediate stops computed between each pair of given stops (so their contrast can be checked). */
const STEPS_PER_SEGMENT = 4;

/**
 * A linear gradient interpolated in OKLCH, so a cool and a warm colour meet through saturated hues
 * instead of brown or olive. Browsers that know `in oklch` use it; the computed intermediate stops
 * give older ones (which interpolate in sRGB) nearly the same picture, and let `keep` hold each one
 * to a rule (e.g. white text on it at 4.5:1).
 */
function oklchGradient(angle: string, stops: readonly GradientStop[], keep = (c: string) => c): string {
  const out: GradientStop[] = [];
  stops.forEach((stop, index) => {
    const next = stops[index + 1];
    out.push({ color: keep(stop.color), at: stop.at });
    if (!next) return;
    for (let step = 1; step < STEPS_PER_SEGMENT; step += 1) {
      const t = step / STEPS_PER_SEGMENT;
      out.push({
        color: keep(mixOklch(stop.color, next.color, t)),
        at: Math.round((stop.at + (next.at - stop.at) * t) * 100) / 100,
      });
    }
  });
  return `linear-gradient(${angle} in oklch, ${out.map((s) => `${s.color} ${s.at}%`).join(', ')})`;
}

const LIGHT_CARDS = {
  cardBackground: WHITE,
  cardText: INK,
  cardMutedText: '#475569',
  cardBorder: 'rgba(15, 23, 42, 0.08)',
  progressTrack: '#e2e8f0',
} as const;

const DARK_CARDS = {
  cardBackground: '#1e293b',
  cardText: '#f1f5f9',
  cardMutedText: '#cbd5e1',
  cardBorder: 'rgba(255, 255, 255, 0.12)',
  progressTrack: '#334155',
} as const;

function pageOf(style: BackgroundStyle, primary: string, accent: string) {
  switch (style) {
    case 'subtle': {
      const top = mix(primary, WHITE, 0.9);
      return {
        tone: 'light' as const,
        pageBackground: `linear-gradient(180deg, ${top} 0%, ${WHITE} 70%)`,
        pageColor: WHITE,
        pageText: INK,
        cards: LIGHT_CARDS,
      };
    }
    case 'vibrant': {
      const deep = underWhiteText(mix(primary, BLACK, 0.3));
      return {
        tone: 'dark' as const,
        pageBackground: oklchGradient(
          '160deg',
          [
            { color: underWhiteText(accent), at: 0 },
            { color: underWhiteText(primary), at: 55 },
            { color: deep, at: 100 },
          ],
          darkenForWhiteText,
        ),
        pageColor: underWhiteText(primary),
        pageText: WHITE,
        cards: LIGHT_CARDS,
      };
    }
    case 'professional':
      return {
        tone: 'dark' as const,
        pageBackground: `linear-gradient(180deg, ${INK} 0%, #1e293b 100%)`,
        pageColor: INK,
        pageText: '#f8fafc',
        cards: DARK_CARDS,
      };
    default:
      return {
        tone: 'dark' as const,
        pageBackground: oklchGradient(
          '135deg',
          [
            { color: underWhiteText(primary), at: 0 },
            { color: underWhiteText(accent), at: 100 },
          ],
          darkenForWhiteText,
        ),
        pageColor: underWhiteText(primary),
        pageText: WHITE,
        cards: LIGHT_CARDS,
      };
  }
}

/** The page's colours and background for a theme (any shape; missing parts take the defaults). */
export function themeBackground(input: unknown): ThemeStyle {
  const theme = resolveColors(input);
  const primary = theme.primary_color;
  const accent = theme.accent_color;
  const page = pageOf(theme.background_style, primary, accent);
  const cardIsDark = page.cards === DARK_CARDS;
  const accentText = contrast(accent, INK) >= contrast(accent, WHITE) ? INK : WHITE;
  return {
    tone: page.tone,
    pageBackground: page.pageBackground,
    pageColor: page.pageColor,
    pageText: page.pageText,
    ...page.cards,
    buttonBackground: underWhiteText(primary),
    buttonText: WHITE,
    linkText: adjustForText(primary, page.cards.cardBackground, cardIsDark ? WHITE : BLACK),
    progressFill: oklchGradient('90deg', [
      { color: primary, at: 0 },
      { color: accent, at: 100 },
    ]),
    accentBackground:
      contrast(accent, accentText) >= MIN_TEXT_CONTRAST
        ? accent
        : adjustForText(accent, accentText, accentText === INK ? WHITE : BLACK),
    accentText,
  };
}

/** Which stored re-encoding of the background: the phone one (inside 960 px) or the large one. */
export type BackgroundSize = 'small' | 'large';

/** The background image's address at that size; the phone size falls back to the large file. */
export function backgroundImageUrl(theme: Theme, size: BackgroundSize = 'large'): string | null {
  if (!theme.background_url) return null;
  return size === 'small' ? (theme.background_small_url ?? theme.background_url) : theme.background_url;
}

/**
 * The page's `background-image` with the uploaded image: the veil first (black under light text,
 * white under dark text), then the image (at `size`). Null without an image.
 */
export function imageBackground(
  theme: Theme,
  size: BackgroundSize = 'large',
  pageText = themeBackground(theme).pageText,
): string | null {
  const url = backgroundImageUrl(theme, size);
  if (!url) return null;
  const veil = contrast(pageText, BLACK) > contrast(pageText, WHITE) ? '0, 0, 0' : '255, 255, 255';
  const color = `rgba(${veil}, ${theme.background_overlay.toFixed(2)})`;
  return `linear-gradient(${color}, ${color}), url("${url}")`;
}

/** The same values as CSS custom properties (`--theme-page-bg`, ...) for a `style` attribute. */
export function themeStyleVariables(input: unknown): Record<`--theme-${string}`, string> {
  const s = themeBackground(input);
  return {
    '--theme-page-bg': s.pageBackground,
    '--theme-page-color': s.pageColor,
    '--theme-page-text': s.pageText,
    '--theme-card-bg': s.cardBackground,
    '--theme-card-text': s.cardText,
    '--theme-card-muted': s.cardMutedText,
    '--theme-card-border': s.cardBorder,
    '--theme-button-bg': s.buttonBackground,
    '--theme-button-text': s.buttonText,
    '--theme-link-text': s.linkText,
    '--theme-progress-fill': s.progressFill,
    '--theme-progress-track': s.progressTrack,
    '--theme-accent-bg': s.accentBackground,
    '--theme-accent-text': s.accentText,
  };
}
