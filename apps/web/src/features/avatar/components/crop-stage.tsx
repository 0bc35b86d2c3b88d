import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { LoadedImage } from '../hooks/use-loaded-image';
import { type CropState, imageToStage } from '../utils/crop-math';

const MAX_STAGE = 360;
/** Share of the stage the stencil takes: the rest shows, dimmed, what lies outside the crop. */
const STENCIL_SHARE = 0.8;
/** Arrow keys move the image by this share of the stencil (Shift: five times as far). */
const KEY_STEP = 0.02;

interface CropStageProps {
  image: LoadedImage;
  state: CropState;
  /** Moves the image by a distance in stencil units. */
  onPan: (dx: number, dy: number) => void;
  onZoomStep: (direction: 1 | -1) => void;
  describedBy: string;
}

function useStageSize(ref: RefObject<HTMLElement | null>): number {
  const [size, setSize] = useState(MAX_STAGE);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? MAX_STAGE;
      setSize(Math.max(160, Math.min(MAX_STAGE, Math.floor(width))));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The square crop area: the image under a fixed, non-resizable stencil; drag or arrow keys to move it. */
export function CropStage({ image, state, onPan, onZoomStep, describedBy }: CropStageProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const stage = useStageSize(wrapperRef);
  const stencil = Math.round(stage * STENCIL_SHARE);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(stage * dpr);
    canvas.height = Math.round(stage * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#1e293b';
    ctx.fillRect(0, 0, stage, stage);
    ctx.save();
    ctx.transform(...imageToStage(image.size, state, stencil, { width: stage, height: stage }));
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image.element, 0, 0, image.size.width, image.size.height);
    ctx.restore();
    const start = (stage - stencil) / 2;
    ctx.fillStyle = 'rgba(15, 23, 42, 0.62)';
    ctx.beginPath();
    ctx.rect(0, 0, stage, stage);
    ctx.rect(start, start, stencil, stencil);
    ctx.fill('evenodd');
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.45)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const third of [1, 2]) {
      const at = start + (stencil * third) / 3;
      ctx.moveTo(at, start);
      ctx.lineTo(at, start + stencil);
      ctx.moveTo(start, at);
      ctx.lineTo(start + stencil, at);
    }
    ctx.stroke();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.strokeRect(start, start, stencil, stencil);
  }, [image, state, stage, stencil]);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    drag.current = { ...last, x: event.clientX, y: event.clientY };
    onPan((event.clientX - last.x) / stencil, (event.clientY - last.y) / stencil);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.id === event.pointerId) drag.current = null;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onPan(move[0], move[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onZoomStep(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      onZoomStep(-1);
    }
  }

  return (
    <div ref={wrapperRef} className="crop-stage-frame">
      <div
        className="crop-stage"
        role="application"
        aria-label="Área de recorte"
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the crop area is a keyboard-operated widget (arrows pan, +/- zoom)
        tabIndex={0}
        style={{ width: stage, height: stage }}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={handleKeyDown}
      >
        <canvas ref={canvasRef} style={{ width: stage, height: stage }} />
      </div>
    </div>
  );
}
