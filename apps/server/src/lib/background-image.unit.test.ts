import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PHONE_BACKGROUND_MAX_BYTES,
  PHONE_BACKGROUND_SIZE,
  phoneBackground,
  reencodeBackground,
} from './background-image';

/** A photo-sized JPEG of gaussian noise: the worst case for any encoder (nothing repeats). */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Columns of 8 px, black and white in turn: hard edges a softened copy would blur. */
const stripes = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      data.fill(Math.floor(x / 8) % 2 ? 255 : 0, (y * width + x) * 3, (y * width + x + 1) * 3);
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

describe('the background image’s two re-encodings', () => {
  it('keeps the large file inside 1600 px and fits the phone file inside 960 px, well under 100 KB, even for noise', async () => {
    // Photo-like grain (the bench's 40) and harsher.
    for (const sigma of [40, 60]) {
      const large = await reencodeBackground(await noise(1920, 1280, sigma), 'jpeg');
      expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
      const small = await phoneBackground(large);
      expect(await sharp(small).metadata()).toMatchObject({
        format: 'webp',
        width: PHONE_BACKGROUND_SIZE,
        height: 640,
      });
      expect(small.length, `sigma ${sigma}`).toBeLessThanOrEqual(PHONE_BACKGROUND_MAX_BYTES);
      expect(PHONE_BACKGROUND_MAX_BYTES).toBeLessThan(70 * 1024);
      expect(small.length * 5).toBeLessThan(large.length);
    }
  }, 30_000);

  it('softens only what does not fit: hard edges of a picture that compresses stay hard', async () => {
    const large = await reencodeBackground(await stripes(PHONE_BACKGROUND_SIZE, 640), 'png');
    const small = await phoneBackground(large);
    expect(small.length).toBeLessThanOrEqual(PHONE_BACKGROUND_MAX_BYTES);
    const { data, info } = await sharp(small).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(PHONE_BACKGROUND_SIZE);
    // The last pixel of a black stripe, right beside a white one, is still black (a blur of sigma
    // 0.7, the first softening step, lifts it to about 50 and its neighbour down to about 205).
    const row = 320 * info.width * 3;
    expect(data[row + 7 * 3]).toBeLessThan(24);
    expect(data[row + 8 * 3]).toBeGreaterThan(231);
  });

  it('never enlarges a small picture', async () => {
    const large = await reencodeBackground(await noise(600, 400, 20), 'jpeg');
    const small = await phoneBackground(large);
    expect(await sharp(small).metadata()).toMatchObject({ width: 600, height: 400 });
  });
});
