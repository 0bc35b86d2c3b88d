import { useEffect, useState } from 'react';
import type { CropState } from '../utils/crop-math';
import { type CropOutputOptions, renderCropBlob } from '../utils/crop-output';
import type { LoadedImage } from './use-loaded-image';

const DEBOUNCE_MS = 300;

/**
 * The size in bytes of the file that would be saved now, measured from the real canvas.toBlob output
 * once the controls have been still for a moment. null while measuring or when it cannot be measured.
 */
export function useEstimatedSize(
  image: LoadedImage | null,
  state: CropState,
  { format, quality, size }: CropOutputOptions,
): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    if (!image) return;
    let active = true;
    setBytes(null);
    const timer = setTimeout(() => {
      renderCropBlob(image.element, image.size, state, { format, quality, size })
        .then((blob) => {
          if (active) setBytes(blob.size);
        })
        .catch(() => {
          if (active) setBytes(null);
        });
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [image, state, format, quality, size]);
  return bytes;
}
