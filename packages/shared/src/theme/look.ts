/**
 * The page's look beyond its colours (issue 24): the font, the shape of the link buttons and an
 * uploaded background image. Fonts ship with the web build (@fontsource, Latin subset); 'system'
 * loads no file at all.
 */
export const FONTS = ['system', 'inter', 'poppins', 'lora', 'playfair', 'space-mono'] as const;
export type FontId = (typeof FONTS)[number];

export const FONT_LABELS: Record<FontId, string> = {
  system: 'Del sistema',
  inter: 'Inter',
  poppins: 'Poppins',
  lora: 'Lora',
  playfair: 'Playfair Display',
  'space-mono': 'Space Mono',
};

const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The `@font-face` family name each font is declared under (null: the system's own fonts). */
export const FONT_FACE_NAMES: Record<FontId, string | null> = {
  system: null,
  inter: 'Inter',
  poppins: 'Poppins',
  lora: 'Lora',
  playfair: 'Playfair Display',
  'space-mono': 'Space Mono',
};

/** The CSS `font-family` of each choice, with a fallback of the same kind while the file loads. */
export const FONT_STACKS: Record<FontId, string> = {
  system: SYSTEM_STACK,
  inter: `'Inter', ${SYSTEM_STACK}`,
  poppins: `'Poppins', ${SYSTEM_STACK}`,
  lora: "'Lora', Georgia, 'Times New Roman', serif",
  playfair: "'Playfair Display', Georgia, 'Times New Roman', serif",
  'space-mono': "'Space Mono', ui-monospace, Menlo, Consolas, monospace",
};

export const BUTTON_STYLES = ['filled', 'outline', 'rounded', 'shadow'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export const BUTTON_STYLE_LABELS: Record<ButtonStyle, string> = {
  filled: 'Relleno',
  outline: 'Contorno',
  rounded: 'Redondeado',
  shadow: 'Sombra',
};

export const DEFAULT_FONT: FontId = 'system';
/** 'Sombra' is the look every page had before the choice existed. */
export const DEFAULT_BUTTON_STYLE: ButtonStyle = 'shadow';

/** The class the public page's root carries for a button style (public.css draws each). */
export const buttonStyleClass = (style: ButtonStyle) => `pp-buttons-${style}`;
