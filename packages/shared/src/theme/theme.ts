import { type ButtonStyle, DEFAULT_BUTTON_STYLE, DEFAULT_FONT, type FontId } from './look';

export const BACKGROUND_STYLES = ['gradient', 'subtle', 'vibrant', 'professional'] as const;
export type BackgroundStyle = (typeof BACKGROUND_STYLES)[number];

/** The theme's colours: all the public page's script needs to draw it. */
export interface ThemeColors {
  primary_color: string;
  accent_color: string;
  background_style: BackgroundStyle;
}

export interface Theme extends ThemeColors {
  font: FontId;
  button_style: ButtonStyle;
  /** The uploaded background image ('/uploads/…'), or null for the style's own background. */
  background_url: string | null;
  /**
   * The same image re-encoded for phones (inside 960 px), or null (uploaded before there was one):
   * phones then load `background_url`.
   */
  background_small_url: string | null;
  /**
   * Opacity (0 to 1) of the veil over the image that makes the page's text read at 4.5:1: black
   * under light text, white under dark text (computed from the image when it was uploaded).
   */
  background_overlay: number;
}

export const DEFAULT_THEME: Theme = {
  primary_color: '#6366f1',
  accent_color: '#f59e0b',
  background_style: 'gradient',
  font: DEFAULT_FONT,
  button_style: DEFAULT_BUTTON_STYLE,
  background_url: null,
  background_small_url: null,
  background_overlay: 0,
};

export const BACKGROUND_STYLE_LABELS: Record<BackgroundStyle, string> = {
  gradient: 'Gradiente Clásico',
  subtle: 'Minimalista',
  vibrant: 'Vibrante',
  professional: 'Profesional',
};

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface PaletteColor {
  name: string;
  value: string;
}

/** The primary palette of the appearance section (spec 02 §3); the first is the default. */
export const PRIMARY_PALETTE: readonly PaletteColor[] = [
  { name: 'Azul Enlazá', value: '#6366f1' },
  { name: 'Púrpura', value: '#8b5cf6' },
  { name: 'Rosa', value: '#ec4899' },
  { name: 'Rojo', value: '#ef4444' },
  { name: 'Naranja', value: '#f97316' },
  { name: 'Verde', value: '#10b981' },
  { name: 'Azul Cielo', value: '#0ea5e9' },
  { name: 'Índigo', value: '#4338ca' },
];

/** The accent palette of the appearance section (spec 02 §3); the first is the default. */
export const ACCENT_PALETTE: readonly PaletteColor[] = [
  { name: 'Ámbar Enlazá', value: '#f59e0b' },
  { name: 'Amarillo', value: '#eab308' },
  { name: 'Lima', value: '#84cc16' },
  { name: 'Esmeralda', value: '#059669' },
  { name: 'Turquesa', value: '#14b8a6' },
  { name: 'Violeta', value: '#a855f7' },
  { name: 'Fucsia', value: '#d946ef' },
  { name: 'Rosa Claro', value: '#f9a8d4' },
];
