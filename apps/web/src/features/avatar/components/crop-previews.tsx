import { useEffect, useRef } from 'react';
import type { LoadedImage } from '../hooks/use-loaded-image';
import type { CropState } from '../utils/crop-math';
import { drawCrop } from '../utils/crop-output';

const PREVIEW_SIZES = [128, 64, 32] as const;

function Preview({ image, state, size }: { image: LoadedImage; state: CropState; size: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      drawCrop(
        canvas,
        image.element,
        image.size,
        state,
        Math.round(size * (window.devicePixelRatio || 1)),
        false,
      );
    } catch {
      // No 2D context (very old browser): the previews stay blank, saving reports the error.
    }
  }, [image, state, size]);
  return (
    <figure className="crop-preview">
      <canvas ref={ref} className="crop-preview-canvas" style={{ width: size, height: size }} />
      <figcaption>{size} px</figcaption>
    </figure>
  );
}

/** The crop as it will look at 128, 64 and 32 pixels. */
export function CropPreviews({ image, state }: { image: LoadedImage; state: CropState }) {
  return (
    <div className="crop-previews">
      {PREVIEW_SIZES.map((size) => (
        <Preview key={size} image={image} state={state} size={size} />
      ))}
    </div>
  );
}
