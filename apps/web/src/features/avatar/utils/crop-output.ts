import { PROFILE_IMAGE_MESSAGES } from '@enlaza/shared/profile';
import type { Area, CropState } from './crop-geometry';

/** Output choices of the crop modal (spec 02 §9). */
export const OUTPUT_FORMATS = [
  { type: 'image/jpeg', label: 'JPEG', extension: 'jpg' },
  { type: 'image/png', label: 'PNG', extension: 'png' },
  { type: 'image/webp', label: 'WebP', extension: 'webp' },
] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]['type'];
export const DEFAULT_FORMAT: OutputFormat = 'image/jpeg';

export const OUTPUT_SIZES = [256, 400, 512] as const;
export type OutputSize = (typeof OUTPUT_SIZES)[number];
export const DEFAULT_OUTPUT_SIZE: OutputSize = 256;
/** Crop output bounds in pixels (spec 02 §5). */
export const CROP_SIZE = { min: 200, max: 800 } as const;

export const QUALITY = { min: 10, max: 100, step: 10, initial: 80 } as const;

/** A crop failure whose message is one of the spec's texts. */
export class CropError extends Error {
  override name = 'CropError';
}

/** 'profile_1718000000000.jpg' (spec 02 §9). */
export function outputFileName(format: OutputFormat, timestamp: number): string {
  const extension = OUTPUT_FORMATS.find((f) => f.type === format)?.extension ?? 'jpg';
  return `profile_${timestamp}.${extension}`;
}

/** The quality argument of canvas.toBlob: only JPEG takes one here. */
export function encoderQuality(format: OutputFormat, quality: number): number | undefined {
  if (format !== 'image/jpeg') return undefined;
  return Math.min(QUALITY.max, Math.max(QUALITY.min, quality)) / 100;
}

const decimals = (value: number, digits: number) =>
  value.toLocaleString('es-AR', { minimumFractionDigits: 0, maximumFractionDigits: digits });

/** '812 B', '24,5 KB', '1,25 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${decimals(bytes / 1024, 1)} KB`;
  return `${decimals(bytes / (1024 * 1024), 2)} MB`;
}

export function clampOutputSize(size: number): number {
  return Math.min(CROP_SIZE.max, Math.max(CROP_SIZE.min, Math.round(size)));
}

/** What the output is drawn from: react-easy-crop's area (in pixels of the turned image) and the turn and mirrors. */
export interface CropSource {
  image: HTMLImageElement;
  area: Area;
  state: Pick<CropState, 'rotation' | 'flipH' | 'flipV'>;
}

/**
 * Draws the crop onto `canvas` at `size` pixels: the image turned and mirrored about its centre (as
 * the cropper shows it), then the area scaled onto the canvas. JPEG has no transparency, so areas
 * outside the image (when zoomed out) become white instead of black.
 */
export function drawCrop(canvas: HTMLCanvasElement, source: CropSource, size: number, opaque: boolean): void {
  const { image, area, state } = source;
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const sideways = state.rotation === 90 || state.rotation === 270;
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new CropError(PROFILE_IMAGE_MESSAGES.cropFailed);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size, size);
  if (opaque) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size, size);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.scale(size / area.width, size / area.height);
  ctx.translate(-area.x, -area.y);
  ctx.translate((sideways ? height : width) / 2, (sideways ? width : height) / 2);
  ctx.scale(state.flipH ? -1 : 1, state.flipV ? -1 : 1);
  ctx.rotate((state.rotation * Math.PI) / 180);
  ctx.drawImage(image, -width / 2, -height / 2, width, height);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

export function canvasToBlob(
  canvas: HTMLCanvasElement,
  format: OutputFormat,
  quality: number,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CropError(PROFILE_IMAGE_MESSAGES.generateFailed))),
      format,
      encoderQuality(format, quality),
    );
  });
}

export interface CropOutputOptions {
  format: OutputFormat;
  quality: number;
  size: number;
}

/** The cropped image encoded as asked; throws a CropError with the spec's message when it cannot. */
export async function renderCropBlob(source: CropSource, options: CropOutputOptions): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, source, clampOutputSize(options.size), options.format === 'image/jpeg');
  return canvasToBlob(canvas, options.format, options.quality);
}

export async function renderCropFile(
  source: CropSource,
  options: CropOutputOptions,
  timestamp: number,
): Promise<File> {
  const blob = await renderCropBlob(source, options);
  return new File([blob], outputFileName(options.format, timestamp), { type: options.format });
}
