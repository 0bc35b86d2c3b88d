import { contrast, MIN_TEXT_CONTRAST, mix } from './color-contrast';

/**
 * What the server measured of an uploaded background image: the colour of its lightest and of its
 * darkest area (averaged over small blocks of the re-encoded image).
 */
export interface BackgroundSample {
  light: string;
  dark: string;
}

export interface BackgroundOverlay {
  /** '#000000' darkens the image under light text, '#ffffff' lightens it under dark text. */
  color: string;
  /** 0 to 1, in hundredths. */
  opacity: number;
}

/** A little over 4.5:1, so rounding in the browser's compositing never drops a pixel below it. */
const TARGET = MIN_TEXT_CONTRAST + 0.1;

/**
 * The least overlay (a veil of black or white over the image, as `mix` composites it: in sRGB like
 * the browser) that makes `text` read at AA on every area of the image. Light text is checked
 * against the lightest area, dark text against the darkest.
 */
export function backgroundOverlay(text: string, sample: BackgroundSample): BackgroundOverlay {
  const lightText = contrast(text, '#000000') > contrast(text, '#ffffff');
  const color = lightText ? '#000000' : '#ffffff';
  const worst = lightText ? sample.light : sample.dark;
  for (let step = 0; step <= 100; step += 1) {
    const opacity = step / 100;
    if (contrast(text, mix(worst, color, opacity)) >= TARGET) return { color, opacity };
  }
  return { color, opacity: 1 };
}
