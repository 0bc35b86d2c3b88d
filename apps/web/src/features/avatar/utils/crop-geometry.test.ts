import { describe, expect, it } from 'vitest';
import {
  type CropState,
  clampPosition,
  clampZoom,
  flip,
  INITIAL_CROP,
  mediaTransform,
  rotateBy,
} from './crop-geometry';

const LANDSCAPE = { width: 640, height: 400 };
const at = (x: number, y: number, extra: Partial<CropState> = {}): CropState => ({
  ...INITIAL_CROP,
  position: { x, y },
  ...extra,
});

describe('avatar crop geometry', () => {
  it('keeps a larger image covering the crop area', () => {
    // 200 px area, zoom 1: the image is 320 × 200 px, so it can move 60 px sideways and not at all up or down.
    expect(clampPosition(at(500, -40), LANDSCAPE, 200)).toEqual({ x: 60, y: 0 });
    expect(clampPosition(at(-500, 0, { zoom: 2 }), LANDSCAPE, 200)).toEqual({ x: -220, y: 0 });
  });

  it('keeps a smaller image inside the crop area', () => {
    // Zoom 0.5: 160 × 100 px inside 200 px.
    expect(clampPosition(at(90, -90, { zoom: 0.5 }), LANDSCAPE, 200)).toEqual({ x: 20, y: -50 });
  });

  it('measures a quarter-turned image by its turned sides', () => {
    expect(clampPosition(at(500, 500, { rotation: 90 }), LANDSCAPE, 200)).toEqual({ x: 0, y: 60 });
  });

  it('turns the picture about the area centre, clockwise on screen even when mirrored', () => {
    const right = rotateBy(at(10, 20), 1);
    expect(right).toMatchObject({ rotation: 90, position: { x: -20, y: 10 } });
    expect(rotateBy(right, -1)).toEqual(at(10, 20));
    // One mirror: the image turns the other way so the picture on screen still goes clockwise.
    expect(rotateBy(at(0, 0, { flipH: true }), 1).rotation).toBe(270);
    expect(rotateBy(at(0, 0, { flipH: true, flipV: true }), 1).rotation).toBe(90);
  });

  it('four quarter turns come back to the start', () => {
    let state = at(12, -7);
    for (let i = 0; i < 4; i += 1) state = rotateBy(state, 1);
    expect(state).toEqual(at(12, -7));
  });

  it('mirrors the picture about the area centre', () => {
    expect(flip(at(10, 20), 'horizontal')).toEqual(at(-10, 20, { flipH: true }));
    expect(flip(at(10, 20), 'vertical')).toEqual(at(10, -20, { flipV: true }));
    expect(flip(flip(at(10, 20), 'horizontal'), 'horizontal')).toEqual(at(10, 20));
  });

  it("draws the mirrors into react-easy-crop's transform, after the turn", () => {
    expect(mediaTransform(at(5, -3, { zoom: 1.5, rotation: 90, flipH: true }))).toBe(
      'translate(5px, -3px) scale(-1, 1) rotate(90deg) scale(1.5)',
    );
  });

  it('limits zoom to 0.1–3 in steps of 0.1', () => {
    expect(clampZoom(0.04)).toBe(0.1);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(7)).toBe(3);
  });
});
