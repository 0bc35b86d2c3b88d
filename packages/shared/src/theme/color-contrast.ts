/** sRGB colour arithmetic for the theme: mixing and WCAG 2 contrast. Colours are '#rrggbb'. */

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function parseHex(color: string): Rgb | null {
  const m = HEX.exec(color.trim());
  if (!m) return null;
  return [
    Number.parseInt(m[1] ?? '0', 16),
    Number.parseInt(m[2] ?? '0', 16),
    Number.parseInt(m[3] ?? '0', 16),
  ];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function rgbOf(color: string): Rgb {
  return parseHex(color) ?? [0, 0, 0];
}

/** `weight` of `other` mixed into `color` (0 = color, 1 = other). */
export function mix(color: string, other: string, weight: number): string {
  const a = rgbOf(color);
  const b = rgbOf(other);
  const w = Math.min(1, Math.max(0, weight));
  return toHex([a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w, a[2] + (b[2] - a[2]) * w]);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = rgbOf(color).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Normal-size text needs this much contrast (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * `color` moved toward `toward` in small steps until `text` reads on it with at least `ratio`:
 * the least change that keeps the creator's hue and makes the text legible.
 */
export function adjustForText(
  color: string,
  text: string,
  toward: string,
  ratio = MIN_TEXT_CONTRAST,
): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(color, toward, step / 50);
    if (contrast(candidate, text) >= ratio) return candidate;
  }
  return toward;
}
