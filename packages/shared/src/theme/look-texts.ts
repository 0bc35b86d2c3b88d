import type { ButtonStyle, FontId } from './look';

/**
 * The names and CSS of the look's choices: for the editor, the font files and the share card. Kept
 * apart from look.ts so the public page's script, which needs only the ids, does not carry them.
 */
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

export const BUTTON_STYLE_LABELS: Record<ButtonStyle, string> = {
  filled: 'Relleno',
  outline: 'Contorno',
  rounded: 'Redondeado',
  shadow: 'Sombra',
};
