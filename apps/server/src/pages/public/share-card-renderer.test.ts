import type { PublicProfile } from '@enlaza/shared/public';
import { resolveTheme } from '@enlaza/shared/theme';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger';
import { profileCard, type ShareCardContent } from './share-card';
import { ShareCardRenderer } from './share-card-renderer';

const MB = 1024 * 1024;
/** Cards per batch; each drawn card used to keep ~3.5 MB of resvg's native memory until the thread went idle. */
const BATCH = 40;
const LEAK_PER_BATCH_MB = BATCH * 3.5;

const card = (i: number): ShareCardContent => ({
  kind: 'profile',
  name: 'Ana Núñez',
  username: 'ana',
  avatarUrl: null,
  theme: resolveTheme(null),
  goal: { title: `Equipo para grabar, tanda ${i}`, raised: 1_000 * i, target: 500_000 },
});

describe('share card renderer', () => {
  let app: FastifyInstance;
  let renderer: ShareCardRenderer;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    // The page's background as the storage serves it: warm orange on the left half, sky blue on the right.
    const background = await sharp({
      create: { width: 960, height: 640, channels: 3, background: '#f97316' },
    })
      .composite([
        {
          input: await sharp({ create: { width: 480, height: 640, channels: 3, background: '#38bdf8' } })
            .png()
            .toBuffer(),
          left: 480,
          top: 0,
        },
      ])
      .webp({ quality: 90 })
      .toBuffer();
    app.get('/uploads/fondo-chico.webp', (_request, reply) => reply.type('image/webp').send(background));
    renderer = new ShareCardRenderer(app, silentLogger);
  });
  afterAll(async () => {
    await renderer.close();
    await app.close();
  });

  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
  };

  it('frees what each drawing allocates: many distinct cards leave the process size bounded', async () => {
    const drawBatch = async (from: number) => {
      for (let i = from; i < from + BATCH; i++) {
        const png = await renderer.png(card(i));
        if (i === 0) expect((await sharp(png).metadata()).width).toBe(1200);
      }
      return process.memoryUsage().rss;
    };
    // The first batch fills the thread's working set; a leak keeps growing by the same amount in
    // the second (40 × 3.5 MB before the fix), a working set does not. Comparing the two batches,
    // not one absolute figure, keeps other files' allocations in the same worker out of it.
    const start = process.memoryUsage().rss;
    const afterFirst = await drawBatch(0);
    const afterSecond = await drawBatch(BATCH);
    const secondMb = (afterSecond - afterFirst) / MB;
    expect(secondMb).toBeLessThan(LEAK_PER_BATCH_MB / 2);
    expect((afterSecond - start) / MB).toBeLessThan(2 * LEAK_PER_BATCH_MB);
  }, 180_000);

  it('draws the page’s background image (its phone file) under the page’s veil', async () => {
    const plain = card(1);
    const theme = {
      ...plain.theme,
      background_url: '/uploads/fondo-grande.webp',
      background_small_url: '/uploads/fondo-chico.webp',
      background_overlay: 0.5,
    };
    const withImage = await renderer.png({ ...plain, theme });
    const without = await renderer.png(plain);
    // Bottom corners (clear of text): the page colour without the image; with it, each half of the
    // image under a black veil at 50 % (white text), so the halves differ from each other too.
    const [left, right, bare] = await Promise.all([
      pixel(withImage, 20, 610),
      pixel(withImage, 1180, 610),
      pixel(without, 20, 610),
    ]);
    const veiled = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) * 0.5);
    for (const [got, want] of [
      [left, veiled('#f97316')],
      [right, veiled('#38bdf8')],
    ] as const) {
      got.forEach((c, i) => {
        expect(Math.abs(c - (want[i] ?? 0))).toBeLessThanOrEqual(6);
      });
    }
    expect(bare).not.toEqual(left);
  }, 30_000);

  it('leaves the background image off an adult page’s card, as it leaves off the face', () => {
    const profile = {
      full_name: 'Ana',
      username: 'ana',
      profile_image: '/uploads/cara.webp',
      sensitive_content: true,
      goals: [],
      theme: {
        ...resolveTheme(null),
        background_url: '/uploads/fondo-grande.webp',
        background_small_url: '/uploads/fondo-chico.webp',
        background_overlay: 0.5,
      },
    } as unknown as PublicProfile;
    expect(profileCard(profile)).toMatchObject({
      avatarUrl: null,
      theme: { background_url: null, background_small_url: null, background_overlay: 0 },
    });
    expect(profileCard({ ...profile, sensitive_content: false })).toMatchObject({
      avatarUrl: '/uploads/cara.webp',
      theme: {
        background_url: '/uploads/fondo-grande.webp',
        background_small_url: '/uploads/fondo-chico.webp',
      },
    });
  });
});
