/**
 * The geometry of the avatar cropper. The stencil is a fixed square; the image moves under it.
 * Coordinates of the crop live in "stencil units": the stencil is 1×1 and centred on the origin,
 * so the same state draws the stage, the small previews and the output file at any pixel size.
 */

export type Rotation = 0 | 90 | 180 | 270;

export interface CropState {
  /** 1 = the image just covers the stencil; 0.1 to 3 (spec 02 §9). */
  zoom: number;
  rotation: Rotation;
  flipH: boolean;
  flipV: boolean;
  /** Where the image centre sits relative to the stencil centre, in stencil units. */
  panX: number;
  panY: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const ZOOM = { min: 0.1, max: 3, step: 0.1, initial: 1 } as const;

export const INITIAL_CROP: CropState = {
  zoom: ZOOM.initial,
  rotation: 0,
  flipH: false,
  flipV: false,
  panX: 0,
  panY: 0,
};

/** A 2D affine transform [a, b, c, d, e, f] in the order of CanvasRenderingContext2D.setTransform. */
export type Matrix = readonly [number, number, number, number, number, number];

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
const scale = (x: number, y: number): Matrix => [x, 0, 0, y, 0, 0];

/** Exact values: quarter turns must not pick up floating-point drift. */
const TURN: Record<Rotation, readonly [number, number]> = {
  0: [1, 0],
  90: [0, 1],
  180: [-1, 0],
  270: [0, -1],
};
const rotate = (r: Rotation): Matrix => {
  const [cos, sin] = TURN[r];
  return [cos, sin, -sin, cos, 0, 0];
};

/** The transforms applied one after another, first to last. */
export function chain(...steps: Matrix[]): Matrix {
  return steps.reduce(
    (m, n) => {
      const [a, b, c, d, e, f] = m;
      const [A, B, C, D, E, F] = n;
      return [
        A * a + C * b,
        B * a + D * b,
        A * c + C * d,
        B * c + D * d,
        A * e + C * f + E,
        B * e + D * f + F,
      ];
    },
    translate(0, 0),
  );
}

export function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function apply([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampZoom(zoom: number): number {
  return Math.round(clamp(zoom, ZOOM.min, ZOOM.max) * 10) / 10;
}

/** Stencil units per image pixel: at zoom 1 the shorter side of the image spans the stencil. */
function unitsPerPixel(image: ImageSize, zoom: number): number {
  return zoom / Math.min(image.width, image.height);
}

/**
 * Image pixels → stencil units. The image is scaled and turned about its centre, then mirrored and
 * moved on screen: flips and pans are what the creator sees, whatever the rotation.
 */
export function imageToStencil(image: ImageSize, state: CropState): Matrix {
  const s = unitsPerPixel(image, state.zoom);
  return chain(
    translate(-image.width / 2, -image.height / 2),
    scale(s, s),
    rotate(state.rotation),
    scale(state.flipH ? -1 : 1, state.flipV ? -1 : 1),
    translate(state.panX, state.panY),
  );
}

/** Image pixels → a square canvas of `size` pixels that shows exactly the stencil. */
export function imageToOutput(image: ImageSize, state: CropState, size: number): Matrix {
  return chain(imageToStencil(image, state), scale(size, size), translate(size / 2, size / 2));
}

/** Image pixels → the stage canvas, where the stencil is `stencil` pixels wide at the stage centre. */
export function imageToStage(
  image: ImageSize,
  state: CropState,
  stencil: number,
  stage: { width: number; height: number },
): Matrix {
  return chain(
    imageToStencil(image, state),
    scale(stencil, stencil),
    translate(stage.width / 2, stage.height / 2),
  );
}

export interface SourceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the image (in its own pixels) under the stencil; it may reach past the edges when zoomed out. */
export function sourceRect(image: ImageSize, state: CropState): SourceRect {
  const back = invert(imageToStencil(image, state));
  const corners = [
    apply(back, -0.5, -0.5),
    apply(back, 0.5, -0.5),
    apply(back, -0.5, 0.5),
    apply(back, 0.5, 0.5),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Keeps the image where it makes sense: larger than the stencil, it keeps covering it; smaller, it
 * stays inside it.
 */
export function clampPan(image: ImageSize, state: CropState): CropState {
  const s = unitsPerPixel(image, state.zoom);
  const sideways = state.rotation === 90 || state.rotation === 270;
  const halfW = ((sideways ? image.height : image.width) * s) / 2;
  const halfH = ((sideways ? image.width : image.height) * s) / 2;
  const limitX = Math.abs(halfW - 0.5);
  const limitY = Math.abs(halfH - 0.5);
  // `+ 0` turns -0 into 0 so equal states compare equal.
  return {
    ...state,
    panX: clamp(state.panX, -limitX, limitX) + 0,
    panY: clamp(state.panY, -limitY, limitY) + 0,
  };
}

export function withZoom(image: ImageSize, state: CropState, zoom: number): CropState {
  return clampPan(image, { ...state, zoom: clampZoom(zoom) });
}

/** Moves the image by a distance in stencil units, as dragged on screen. */
export function panBy(image: ImageSize, state: CropState, dx: number, dy: number): CropState {
  return clampPan(image, { ...state, panX: state.panX + dx, panY: state.panY + dy });
}

/**
 * Turns the whole picture a quarter turn on screen about the stencil centre (1 = right/clockwise,
 * -1 = left). With exactly one mirror applied, the image itself must turn the other way to look right.
 */
export function rotateBy(image: ImageSize, state: CropState, direction: 1 | -1): CropState {
  const mirrored = state.flipH !== state.flipV;
  const turn = mirrored ? -direction : direction;
  const rotation = ((((state.rotation + turn * 90) % 360) + 360) % 360) as Rotation;
  // Clockwise on screen (y down) sends (x, y) to (-y, x).
  const panX = direction === 1 ? -state.panY : state.panY;
  const panY = direction === 1 ? state.panX : -state.panX;
  return clampPan(image, { ...state, rotation, panX: panX + 0, panY: panY + 0 });
}

/** Mirrors the picture on screen about the stencil centre. */
export function flip(state: CropState, axis: 'horizontal' | 'vertical'): CropState {
  return axis === 'horizontal'
    ? { ...state, flipH: !state.flipH, panX: -state.panX + 0 }
    : { ...state, flipV: !state.flipV, panY: -state.panY + 0 };
}
