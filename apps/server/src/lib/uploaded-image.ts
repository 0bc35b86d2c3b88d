import { LINK_THUMBNAIL_SIZE } from '@enlaza/shared/links';
import { PROFILE_IMAGE_STORED_SIZE } from '@enlaza/shared/profile';
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type the bytes themselves declare; the file name and the sent type are not trusted. */
export function sniffImageType(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Decoding stops above this many pixels: a small file must not expand into gigabytes of memory. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class UndecodableImageError extends Error {
  constructor(
    message: string,
    /** 'pixels' when the image is valid but has more pixels than allowed. */
    readonly reason: 'format' | 'pixels',
  ) {
    super(message);
  }
}

/** How an uploaded image is stored: fitted inside a square of `size` pixels, WebP at `quality`. */
export interface StoredImageShape {
  size: number;
  quality: number;
  /** 'inside' (default) keeps the whole picture; 'cover' crops it to the square, centred. */
  fit?: 'inside' | 'cover';
}

/**
 * Decodes, turns upright by its EXIF orientation, fits inside the shape's square and re-encodes as
 * WebP. Re-encoding drops every piece of metadata (EXIF with GPS, XMP, ICC comments).
 */
export async function reencodeImage(
  bytes: Buffer,
  kind: ImageKind,
  shape: StoredImageShape,
): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await image.metadata();
    // The decoder must agree with the signature: a PNG header glued onto something else is refused.
    if (format !== kind) throw new Error(`decoded as ${format ?? 'nothing'}, announced ${kind}`);
    return await image
      .rotate()
      .resize(shape.size, shape.size, { fit: shape.fit ?? 'inside', withoutEnlargement: true })
      .webp({ quality: shape.quality })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'decode failed';
    throw new UndecodableImageError(message, /pixel limit/i.test(message) ? 'pixels' : 'format');
  }
}

/** An avatar: fitted inside 512×512. */
export function reencodeAvatar(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  return reencodeImage(bytes, kind, { size: PROFILE_IMAGE_STORED_SIZE, quality: 85 });
}

/** A link's thumbnail (issue 24): cropped to a centred square of 160×160, small WebP. */
export function reencodeThumbnail(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  return reencodeImage(bytes, kind, { size: LINK_THUMBNAIL_SIZE, quality: 80, fit: 'cover' });
}
