import { type KeyboardEvent, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { type CropState, clampPosition, mediaTransform, type Size } from '../utils/crop-geometry';

/** Arrow keys move the image by this many pixels (react-easy-crop; Shift: a fifth of it). */
const KEY_STEP_PX = 8;

interface CropStageProps {
  src: string;
  image: Size;
  state: CropState;
  /** Applies a change to the crop state (several can come from one gesture). */
  onChange: (change: (state: CropState) => CropState) => void;
  /** The crop in pixels of the turned image, whenever it changes. */
  onArea: (area: Area) => void;
  onZoomStep: (direction: 1 | -1) => void;
  describedBy: string;
}

/**
 * The square crop area (react-easy-crop): the image under a fixed, non-resizable square; drag, pinch
 * or scroll, or use the arrow keys and + / −. The frame around the square shows, dimmed, what lies
 * outside the crop.
 */
export function CropStage({ src, image, state, onChange, onArea, onZoomStep, describedBy }: CropStageProps) {
  const [side, setSide] = useState(0);
  const place = (change: (state: CropState) => CropState) =>
    onChange((state) => {
      const next = change(state);
      return { ...next, position: clampPosition(next, image, side) };
    });

  // Zoomed or turned from the controls outside: keep the image where it makes sense.
  const { zoom, rotation } = state;
  useEffect(() => {
    if (side) onChange((s) => ({ ...s, position: clampPosition({ ...s, zoom, rotation }, image, side) }));
  }, [zoom, rotation, side, image, onChange]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onZoomStep(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      onZoomStep(-1);
    }
  }

  return (
    // The crop area inside is the focusable widget; + and − reach this frame from it.
    // biome-ignore lint/a11y/noStaticElementInteractions: keys bubbling up from the crop area
    <div className="crop-stage-frame" onKeyDown={handleKeyDown}>
      <div className="crop-stage">
        <Cropper
          image={src}
          crop={state.position}
          zoom={state.zoom}
          rotation={state.rotation}
          minZoom={0.1}
          maxZoom={3}
          aspect={1}
          objectFit="cover"
          restrictPosition={false}
          keyboardStep={KEY_STEP_PX}
          transform={mediaTransform(state)}
          onCropChange={(position) => place((s) => ({ ...s, position }))}
          onZoomChange={(zoom) => place((s) => ({ ...s, zoom }))}
          onCropSizeChange={(size) => setSide(size.width)}
          onCropAreaChange={(_, pixels) => onArea(pixels)}
          disableAutomaticStylesInjection
          classes={{ containerClassName: 'crop-stage-cropper', cropAreaClassName: 'crop-stage-area' }}
          cropperProps={{
            role: 'application',
            'aria-label': 'Área de recorte',
            'aria-describedby': describedBy,
          }}
        />
      </div>
    </div>
  );
}
