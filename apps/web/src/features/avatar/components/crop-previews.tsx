import { useEffect, useRef } from 'react';
import { type CropSource, drawCrop } from '../utils/crop-output';

const PREVIEW_SIZES = [128, 64, 32] as const;

function Preview({ source, size }: { source: CropSource; size: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      drawCrop(canvas, source, Math.round(size * (window.devicePixelRatio || 1)), false);
    } catch {
      // No 2D context (very old browser): the previews stay blank, saving reports the error.
    }
  }, [source, size]);
  return (
    <figure className="crop-preview">
      <canvas ref={ref} className="crop-preview-canvas" style={{ width: size, height: size }} />
      <figcaption>{size} px</figcaption>
    </figure>
  );
}

/** The crop as it will look at 128, 64 and 32 pixels. */
export function CropPreviews({ source }: { source: CropSource }) {
  return (
    <div className="crop-previews">
      {PREVIEW_SIZES.map((size) => (
        <Preview key={size} source={source} size={size} />
      ))}
    </div>
  );
}
