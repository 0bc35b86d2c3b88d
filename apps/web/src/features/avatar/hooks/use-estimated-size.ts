import { useEffect, useState } from 'react';
import { type CropOutputOptions, type CropSource, renderCropBlob } from '../utils/crop-output';

const DEBOUNCE_MS = 300;

/**
 * The size in bytes of the file that would be saved now, measured from the real canvas.toBlob output
 * once the controls have been still for a moment. null while measuring or when it cannot be measured.
 */
export function useEstimatedSize(
  source: CropSource | null,
  { format, quality, size }: CropOutputOptions,
): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    if (!source) return;
    let active = true;
    setBytes(null);
    const timer = setTimeout(() => {
      renderCropBlob(source, { format, quality, size })
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
  }, [source, format, quality, size]);
  return bytes;
}
