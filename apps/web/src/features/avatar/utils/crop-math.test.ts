import { describe, expect, it } from 'vitest';
import {
  apply,
  clampPan,
  flip,
  INITIAL_CROP,
  imageToOutput,
  panBy,
  rotateBy,
  type SourceRect,
  sourceRect,
  withZoom,
} from './crop-math';

const wide = { width: 400, height: 200 };
const square = { width: 300, height: 300 };

function expectRect(actual: SourceRect, expected: SourceRect) {
  expect(actual.x).toBeCloseTo(expected.x, 6);
  expect(actual.y).toBeCloseTo(expected.y, 6);
  expect(actual.width).toBeCloseTo(expected.width, 6);
  expect(actual.height).toBeCloseTo(expected.height, 6);
}

describe('crop source rectangle', () => {
  it('starts on the centred square of the shorter side', () => {
    expectRect(sourceRect(wide, INITIAL_CROP), { x: 100, y: 0, width: 200, height: 200 });
  });

  it('zooming in takes a smaller square, zooming out a larger one', () => {
    expectRect(sourceRect(wide, withZoom(wide, INITIAL_CROP, 2)), { x: 150, y: 50, width: 100, height: 100 });
    expectRect(sourceRect(wide, withZoom(wide, INITIAL_CROP, 0.5)), {
      x: 0,
      y: -100,
      width: 400,
      height: 400,
    });
  });

  it('panning the image right shows more of its left side', () => {
    // A quarter of the stencil is 50 image pixels at zoom 1 (200 px span the stencil).
    expectRect(sourceRect(wide, panBy(wide, INITIAL_CROP, 0.25, 0)), {
      x: 50,
      y: 0,
      width: 200,
      height: 200,
    });
  });

  it('mirroring keeps the same part of the image in view, drawn the other way round', () => {
    const panned = panBy(wide, INITIAL_CROP, 0.25, 0);
    const mirrored = flip(panned, 'horizontal');
    expect(mirrored.flipH).toBe(true);
    expectRect(sourceRect(wide, mirrored), { x: 50, y: 0, width: 200, height: 200 });
    // The left edge of the crop now lands on the right edge of the output.
    const [x, y] = apply(imageToOutput(wide, mirrored, 256), 50, 0);
    expect(x).toBeCloseTo(256);
    expect(y).toBeCloseTo(0);
    expect(flip(mirrored, 'horizontal')).toEqual(panned);
  });

  it('rotating turns the picture about the stencil centre and keeps the same part in view', () => {
    const panned = panBy(wide, INITIAL_CROP, 0.25, 0);
    const turned = rotateBy(wide, panned, 1);
    expect(turned.rotation).toBe(90);
    expect(turned.panX).toBeCloseTo(0);
    expect(turned.panY).toBeCloseTo(0.25);
    expectRect(sourceRect(wide, turned), sourceRect(wide, panned));
    expect(rotateBy(wide, turned, -1)).toEqual(panned);
  });

  it('rotating right while mirrored still turns clockwise on screen', () => {
    const mirrored = flip(INITIAL_CROP, 'horizontal');
    const turned = rotateBy(square, mirrored, 1);
    expect(turned.rotation).toBe(270);
    // The image's top-left corner: mirrored it shows top-right; a clockwise turn takes it bottom-right.
    const m = imageToOutput(square, turned, 100);
    const [x, y] = apply(m, 0, 0);
    expect(x).toBeCloseTo(100);
    expect(y).toBeCloseTo(100);
  });

  it('four quarter turns come back to the start', () => {
    let state = panBy(square, withZoom(square, INITIAL_CROP, 2), 0.1, -0.2);
    const start = state;
    for (let i = 0; i < 4; i += 1) state = rotateBy(square, state, 1);
    expect(state.rotation).toBe(0);
    expect(state.panX).toBeCloseTo(start.panX);
    expect(state.panY).toBeCloseTo(start.panY);
  });

  it('the output transform maps the source rectangle onto the whole canvas', () => {
    const state = rotateBy(wide, panBy(wide, withZoom(wide, INITIAL_CROP, 1.5), -0.1, 0.05), 1);
    const rect = sourceRect(wide, state);
    const m = imageToOutput(wide, state, 256);
    const corners = [apply(m, rect.x, rect.y), apply(m, rect.x + rect.width, rect.y + rect.height)].flat();
    for (const value of corners) expect([0, 256].some((edge) => Math.abs(value - edge) < 1e-6)).toBe(true);
  });
});

describe('pan and zoom limits', () => {
  it('keeps a larger image covering the stencil', () => {
    const state = panBy(wide, INITIAL_CROP, 5, 5);
    expect(state.panX).toBeCloseTo(0.5);
    expect(state.panY).toBe(0);
    expect(clampPan(square, { ...INITIAL_CROP, panX: 1 }).panX).toBe(0);
  });

  it('keeps a smaller image inside the stencil', () => {
    const small = withZoom(square, INITIAL_CROP, 0.5);
    expect(panBy(square, small, -3, 0).panX).toBeCloseTo(-0.25);
  });

  it('limits zoom to 0.1–3 in steps of 0.1', () => {
    expect(withZoom(wide, INITIAL_CROP, 10).zoom).toBe(3);
    expect(withZoom(wide, INITIAL_CROP, 0).zoom).toBe(0.1);
    expect(withZoom(wide, INITIAL_CROP, 1.26).zoom).toBe(1.3);
  });
});
