/**
 * OKLCH colour arithmetic (Björn Ottosson's OKLab in polar form). Mixing two hues here keeps the
 * chroma of both ends, where sRGB mixing of a cool and a warm colour passes through grey-brown.
 */
import { contrast, MIN_TEXT_CONTRAST, parseHex } from './color-contrast';

export interface Oklch {
  /** Perceived lightness, 0 to 1. */
  l: number;
  /** Chroma, 0 (grey) to about 0.37. */
  c: number;
  /** Hue angle in degrees, 0 to 360. */
  h: number;
}

type Triple = readonly [number, number, number];

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055) * 255;

function linearToOklab([r, g, b]: Triple): Triple {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear([L, a, b]: Triple): Triple {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** A '#rrggbb' colour in OKLCH (black for anything unparsable). */
export function hexToOklch(color: string): Oklch {
  const rgb = parseHex(color) ?? [0, 0, 0];
  const [l, a, b] = linearToOklab([toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])]);
  const c = Math.hypot(a, b);
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return { l, c, h: h < 0 ? h + 360 : h };
}

function linearOf({ l, c, h }: Oklch): Triple {
  const rad = (h * Math.PI) / 180;
  return oklabToLinear([l, c * Math.cos(rad), c * Math.sin(rad)]);
}

const EPSILON = 1e-4;
const inGamut = (rgb: Triple) => rgb.every((v) => v >= -EPSILON && v <= 1 + EPSILON);

/**
 * The OKLCH colour as '#rrggbb'. Out-of-gamut colours lose chroma (never lightness or hue) until
 * sRGB can show them, as CSS Color 4 gamut mapping does.
 */
export function oklchToHex(color: Oklch): string {
  let rgb = linearOf(color);
  if (!inGamut(rgb)) {
    let low = 0;
    let high = color.c;
    for (let i = 0; i < 24; i += 1) {
      const mid = (low + high) / 2;
      if (inGamut(linearOf({ ...color, c: mid }))) low = mid;
      else high = mid;
    }
    rgb = linearOf({ ...color, c: low });
  }
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, fromLinear(Math.min(1, Math.max(0, v))))))
      .toString(16)
      .padStart(2, '0');
  return `#${part(rgb[0])}${part(rgb[1])}${part(rgb[2])}`;
}

/** Hue difference along the shorter arc, as CSS `in oklch` (shorter hue) interpolates. */
function hueDelta(from: number, to: number): number {
  const d = (((to - from) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

/** `weight` of `other` mixed into `color` in OKLCH (0 = color, 1 = other), shorter hue arc. */
export function mixOklch(color: string, other: string, weight: number): string {
  const a = hexToOklch(color);
  const b = hexToOklch(other);
  const w = Math.min(1, Math.max(0, weight));
  // A grey end has no hue of its own: take the other end's, as CSS does with powerless hues.
  const ha = a.c < EPSILON ? b.h : a.h;
  const hb = b.c < EPSILON ? a.h : b.h;
  const h = ha + hueDelta(ha, hb) * w;
  return oklchToHex({
    l: a.l + (b.l - a.l) * w,
    c: a.c + (b.c - a.c) * w,
    h: ((h % 360) + 360) % 360,
  });
}

/**
 * `color` with its OKLCH lightness lowered only as much as white text on it needs (at least
 * `ratio`), keeping its hue and as much chroma as sRGB allows.
 */
export function darkenForWhiteText(color: string, ratio = MIN_TEXT_CONTRAST): string {
  if (contrast(color, '#ffffff') >= ratio) return color;
  const start = hexToOklch(color);
  for (let step = 1; step <= 100; step += 1) {
    const candidate = oklchToHex({ ...start, l: start.l * (1 - step / 100) });
    if (contrast(candidate, '#ffffff') >= ratio) return candidate;
  }
  return '#000000';
}
