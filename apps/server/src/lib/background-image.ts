import { BACKGROUND_IMAGE_STORED_SIZE } from '@enlaza/shared/profile';
import type { BackgroundSample } from '@enlaza/shared/theme';
import sharp from 'sharp';
import { type ImageKind, MAX_INPUT_PIXELS, UndecodableImageError } from './uploaded-image';

/** The measuring grid: the image is averaged down to this many blocks across its longer side. */
const SAMPLE_SIZE = 24;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

const linear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/**
 * A page background: decoded (the signature must agree), turned upright, flattened onto white (the
 * page's text is checked against what is drawn, so nothing may show through), fitted inside
 * 1600 px and re-encoded as WebP without any metadata.
 */
export async function reencodeBackground(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await image.metadata();
    if (format !== kind) throw new Error(`decoded as ${format ?? 'nothing'}, announced ${kind}`);
    return await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(BACKGROUND_IMAGE_STORED_SIZE, BACKGROUND_IMAGE_STORED_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'decode failed';
    throw new UndecodableImageError(message, /pixel limit/i.test(message) ? 'pixels' : 'format');
  }
}

/**
 * The phone file's size: `background-size: cover` over a page taller than the screen scales the image
 * to the page's height, so a phone (412 px wide, ~1.75 device pixels each, page ≥ 100vh) shows it
 * enlarged at least 1.5 times from 960 px. More pixels would be enlarged too and only cost bytes.
 */
export const PHONE_BACKGROUND_SIZE = 960;
/** WebP quality of the phone file: 65 keeps photos free of visible blocks under the veil at about half of 80's bytes. */
const PHONE_QUALITY = 65;
/**
 * What a phone should download at most (about 0.3 s on Lighthouse's slow 4G). Grainy photos (noise,
 * film grain, foliage) do not compress at any quality, so they are softened step by step until they
 * fit: grain finer than a pixel is lost anyway when the file is enlarged over the page.
 */
export const PHONE_BACKGROUND_MAX_BYTES = 60 * 1024;
const PHONE_SOFTENING = [0, 0.7, 1.2, 2] as const;

/**
 * The phone-sized re-encoding of a (re-encoded, so upright, flat and clean) background: inside
 * 960 px, WebP, within PHONE_BACKGROUND_MAX_BYTES (softened as little as it takes; the last step is
 * kept whatever it weighs).
 */
export async function phoneBackground(large: Buffer): Promise<Buffer> {
  const resized = await sharp(large)
    .resize(PHONE_BACKGROUND_SIZE, PHONE_BACKGROUND_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  let webp = Buffer.alloc(0);
  for (const sigma of PHONE_SOFTENING) {
    const image = sharp(resized.data, { raw: { width, height, channels } });
    webp = await (sigma > 0 ? image.blur(sigma) : image).webp({ quality: PHONE_QUALITY }).toBuffer();
    if (webp.length <= PHONE_BACKGROUND_MAX_BYTES) break;
  }
  return webp;
}

/**
 * The colours of the lightest and the darkest area of a (re-encoded) background: the image averaged
 * down to a small grid, each block's WCAG luminance compared. Text crosses areas of about that size,
 * so a lone bright pixel does not darken the whole page, but any bright region does.
 */
export async function measureBackground(webp: Buffer): Promise<BackgroundSample> {
  const { data, info } = await sharp(webp)
    .removeAlpha()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let light = { l: -1, color: '#ffffff' };
  let dark = { l: 2, color: '#000000' };
  for (let i = 0; i + 2 < data.length; i += info.channels) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const l = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    if (l > light.l) light = { l, color: hex(r, g, b) };
    if (l < dark.l) dark = { l, color: hex(r, g, b) };
  }
  return { light: light.color, dark: dark.color };
}
