import { contrast, MIN_TEXT_CONTRAST, mix } from './color-contrast';
import { resolveTheme } from './style';

export interface QrColors {
  /** The modules. */
  dark: string;
  /** The background and the quiet zone. */
  light: string;
  /** True when the creator's colours could not reach a scannable contrast: black on white instead. */
  fallback: boolean;
}

/** Past this much black mixed in, the modules would no longer read as the creator's colour. */
const MAX_DARKENING = 0.4;

/**
 * The profile QR's colours: dark modules in the creator's primary colour (darkened only as much as
 * needed) on a pale tint of their accent, at 4.5:1 at least, which phone cameras read in any light.
 * A primary too pale for that gives black on white, and the dashboard says so.
 */
export function qrColors(input: unknown): QrColors {
  const theme = resolveTheme(input);
  const light = mix(theme.accent_color, '#ffffff', 0.92);
  for (let step = 0; step <= MAX_DARKENING * 50; step += 1) {
    const dark = mix(theme.primary_color, '#000000', step / 50);
    if (contrast(dark, light) >= MIN_TEXT_CONTRAST) return { dark, light, fallback: false };
  }
  return { dark: '#000000', light: '#ffffff', fallback: true };
}
