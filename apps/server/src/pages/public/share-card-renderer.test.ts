import { resolveTheme } from '@enlaza/shared/theme';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger';
import type { ShareCardContent } from './share-card';
import { ShareCardRenderer } from './share-card-renderer';

const MB = 1024 * 1024;
/** Each drawn card used to keep ~3.5 MB of resvg's native memory until the thread went idle. */
const CARDS = 80;
const WARM_UP = 10;

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

  beforeAll(() => {
    app = Fastify({ logger: false });
    renderer = new ShareCardRenderer(app, silentLogger);
  });
  afterAll(async () => {
    await renderer.close();
    await app.close();
  });

  it('frees what each drawing allocates: many distinct cards leave the process size bounded', async () => {
    for (let i = 0; i < WARM_UP; i++) await renderer.png(card(i));
    const before = process.memoryUsage().rss;
    for (let i = WARM_UP; i < WARM_UP + CARDS; i++) {
      const png = await renderer.png(card(i));
      if (i === WARM_UP) expect((await sharp(png).metadata()).width).toBe(1200);
    }
    const growthMb = (process.memoryUsage().rss - before) / MB;
    // Before the fix this grew by ~280 MB (80 × 3.5 MB); now it stays near the thread's working set.
    expect(growthMb).toBeLessThan(80);
  }, 180_000);
});
