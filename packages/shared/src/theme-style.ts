import { adjustForText, contrast, MIN_TEXT_CONTRAST, mix } from './color-contrast';
import { BACKGROUND_STYLES, type BackgroundStyle, DEFAULT_THEME, HEX_COLOR, type Theme } from './theme';

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
  /** CSS `background` of the whole page. */
  pageBackground: string;
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

/** Any theme-like value (snake or camel case, partial, missing) as a complete theme with the defaults. */
export function resolveTheme(input: unknown): Theme {
  const raw = isRecord(input) ? input : {};
  const style = raw.background_style ?? raw.backgroundStyle;
  return {
    primary_color: colorOr(raw.primary_color ?? raw.primaryColor, DEFAULT_THEME.primary_color),
    accent_color: colorOr(raw.accent_color ?? raw.accentColor, DEFAULT_THEME.accent_color),
    background_style: (BACKGROUND_STYLES as readonly unknown[]).includes(style)
      ? (style as BackgroundStyle)
      : DEFAULT_THEME.background_style,
  };
}

/** Darkened only as much as white text on it needs. */
const underWhiteText = (color: string) => adjustForText(color, WHITE, BLACK);

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
        pageText: INK,
        cards: LIGHT_CARDS,
      };
    }
    case 'vibrant': {
      const deep = underWhiteText(mix(primary, BLACK, 0.3));
      return {
        tone: 'dark' as const,
        pageBackground: `linear-gradient(160deg, ${underWhiteText(accent)} 0%, ${underWhiteText(primary)} 55%, ${deep} 100%)`,
        pageText: WHITE,
        cards: LIGHT_CARDS,
      };
    }
    case 'professional':
      return {
        tone: 'dark' as const,
        pageBackground: `linear-gradient(180deg, ${INK} 0%, #1e293b 100%)`,
        pageText: '#f8fafc',
        cards: DARK_CARDS,
      };
    default:
      return {
        tone: 'dark' as const,
        pageBackground: `linear-gradient(135deg, ${underWhiteText(primary)} 0%, ${underWhiteText(accent)} 100%)`,
        pageText: WHITE,
        cards: LIGHT_CARDS,
      };
  }
}

/** The page's colours and background for a theme (any shape; missing parts take the defaults). */
export function themeBackground(input: unknown): ThemeStyle {
  const theme = resolveTheme(input);
  const primary = theme.primary_color;
  const accent = theme.accent_color;
  const page = pageOf(theme.background_style, primary, accent);
  const cardIsDark = page.cards === DARK_CARDS;
  const accentText = contrast(accent, INK) >= contrast(accent, WHITE) ? INK : WHITE;
  return {
    tone: page.tone,
    pageBackground: page.pageBackground,
    pageText: page.pageText,
    ...page.cards,
    buttonBackground: underWhiteText(primary),
    buttonText: WHITE,
    linkText: adjustForText(primary, page.cards.cardBackground, cardIsDark ? WHITE : BLACK),
    progressFill: `linear-gradient(90deg, ${primary} 0%, ${accent} 100%)`,
    accentBackground:
      contrast(accent, accentText) >= MIN_TEXT_CONTRAST
        ? accent
        : adjustForText(accent, accentText, accentText === INK ? WHITE : BLACK),
    accentText,
  };
}

/** The same values as CSS custom properties (`--theme-page-bg`, ...) for a `style` attribute. */
export function themeStyleVariables(input: unknown): Record<`--theme-${string}`, string> {
  const s = themeBackground(input);
  return {
    '--theme-page-bg': s.pageBackground,
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
