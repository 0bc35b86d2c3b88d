import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed';

describe('the demo seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { now: new Date(), passwordHashCost: 10 });
  });
  afterAll(() => t.close());

  it("titles the demo's links with tú ('Escúchame en Spotify', issue 30)", async () => {
    const links = await t.database.db.selectFrom('links').select('title').orderBy('order_position').execute();
    expect(links.map((l) => l.title)).toContain('Escúchame en Spotify');
    expect(links.map((l) => l.title)).not.toContain('Escuchame en Spotify');
  });
});
