/**
 * The crop state of the avatar editor around react-easy-crop: its position (pixels of the crop
 * area, image centre from area centre), zoom and a quarter-turn rotation, plus mirroring, which the
 * library leaves to us. Flips, turns and pans act on what the creator sees, about the area centre.
 */
import type { Area, Point } from 'react-easy-crop';

export type Rotation = 0 | 90 | 180 | 270;

export interface CropState {
  position: Point;
  /** 1 = the image just covers the crop area; 0.1 to 3 (spec 02 §9). */
  zoom: number;
  rotation: Rotation;
  flipH: boolean;
  flipV: boolean;
}

export const ZOOM = { min: 0.1, max: 3, step: 0.1, initial: 1 } as const;

export const INITIAL_CROP: CropState = {
  position: { x: 0, y: 0 },
  zoom: ZOOM.initial,
  rotation: 0,
  flipH: false,
  flipV: false,
};

export interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampZoom(zoom: number): number {
  return Math.round(clamp(zoom, ZOOM.min, ZOOM.max) * 10) / 10;
}

/**
 * Keeps the image where it makes sense: larger than the crop area, it keeps covering it; smaller, it
 * stays inside it. `image` is the picture's natural size, `side` the crop area's width in pixels; at
 * zoom 1 the image's shorter side spans the area (react-easy-crop's `objectFit="cover"`).
 */
export function clampPosition(state: CropState, image: Size, side: number): Point {
  const shorter = Math.min(image.width, image.height);
  const sideways = state.rotation === 90 || state.rotation === 270;
  const width = ((sideways ? image.height : image.width) / shorter) * side * state.zoom;
  const height = ((sideways ? image.width : image.height) / shorter) * side * state.zoom;
  const limitX = Math.abs(width / 2 - side / 2);
  const limitY = Math.abs(height / 2 - side / 2);
  // `+ 0` turns -0 into 0 so equal states compare equal.
  return {
    x: clamp(state.position.x, -limitX, limitX) + 0,
    y: clamp(state.position.y, -limitY, limitY) + 0,
  };
}

/**
 * Turns the picture a quarter turn on screen about the area centre (1 = right/clockwise, -1 = left).
 * The mirror is applied after the turn, so with exactly one mirror the turn itself goes the other way.
 */
export function rotateBy(state: CropState, direction: 1 | -1): CropState {
  const turn = state.flipH !== state.flipV ? -direction : direction;
  const rotation = ((((state.rotation + turn * 90) % 360) + 360) % 360) as Rotation;
  const { x, y } = state.position;
  // Clockwise on screen (y down) sends (x, y) to (-y, x).
  const position = direction === 1 ? { x: -y + 0, y: x + 0 } : { x: y + 0, y: -x + 0 };
  return { ...state, rotation, position };
}

/** Mirrors the picture on screen about the area centre. */
export function flip(state: CropState, axis: 'horizontal' | 'vertical'): CropState {
  const { x, y } = state.position;
  return axis === 'horizontal'
    ? { ...state, flipH: !state.flipH, position: { x: -x + 0, y } }
    : { ...state, flipV: !state.flipV, position: { x, y: -y + 0 } };
}

/** The CSS transform of the image in the cropper: react-easy-crop's own, with the mirrors added. */
export function mediaTransform(state: CropState): string {
  const { position, zoom, rotation, flipH, flipV } = state;
  return `translate(${position.x}px, ${position.y}px) scale(${flipH ? -1 : 1}, ${flipV ? -1 : 1}) rotate(${rotation}deg) scale(${zoom})`;
}

export type { Area };
