import type { AppPageData } from '@enlaza/shared/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { seedDemoPaymentConnection } from '../../cli/seed/demo-connection';
import { seedDemoDonations } from '../../cli/seed/demo-donations';
import { seedDemo } from '../../db/seed';

function embeddedData(html: string): AppPageData {
  const match = /<script id="enlaza-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no embedded data');
  return JSON.parse(match[1]) as AppPageData;
}

/** The visible text of the markup (React's text separators and tags dropped, whitespace collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

interface PublicGoalAnswer {
  data: { goal: { title: string; current_amount: number; target_amount: number; percentage: number } };
}

describe('server-rendered app pages', () => {
  const web = createWebDistFixture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
    await seedDemo(t.database.db, { now: new Date(), passwordHashCost: 10 });
    await seedDemoPaymentConnection(t.database.db, {
      now: new Date(),
      encryptionKey: t.deps.config.encryptionKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  it("seeds the demo's goal with approved donations made through the checkout and the payment sync", async () => {
    expect(await seedDemoDonations(t.deps)).toBe(4);
    // Seeding again (every start) changes nothing.
    expect(await seedDemoDonations(t.deps)).toBe(0);
    const donations = await t.database.db.selectFrom('donations').selectAll().execute();
    expect(donations.map((d) => d.mp_status)).toEqual(['approved', 'approved', 'approved', 'approved']);
    expect(donations.every((d) => d.mp_payment_id && d.mp_preference_id)).toBe(true);
    const goal = json<PublicGoalAnswer>(await t.app.inject({ method: 'GET', url: '/api/public/demo' })).data
      .goal;
    expect(goal.current_amount).toBe(66_500);
    expect(goal.percentage).toBeGreaterThanOrEqual(60);
    expect(goal.percentage).toBeLessThanOrEqual(70);
  });

  it("renders the landing's sample from the demo's real page: the same goal as /u/demo", async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    const goal = json<PublicGoalAnswer>(await t.app.inject({ method: 'GET', url: '/api/public/demo' })).data
      .goal;
    const text = textOf(landing.body);
    expect(text).toContain(goal.title);
    expect(text).toContain('Lucía Fernández');
    expect(text).toContain(`${goal.percentage}%`);
    expect(text).toContain('$ 66.500');
    expect(text).not.toContain('$ 64.000');
  });

  it.each([
    ['/', 'Impulsa tu presencia digital'],
    ['/login', 'Bienvenido de nuevo'],
    ['/register', 'Crea tu página'],
    ['/creadores-destacados', 'Creadores Destacados'],
    ['/terminos', 'Términos y Condiciones'],
    ['/privacidad', 'Política de Privacidad'],
    ['/cookies', 'Política de Cookies'],
  ])('renders %s on the server with its h1, title and the path it was rendered for', async (path, h1) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(res.body)?.[1]).toContain(h1);
    expect(res.body).toMatch(/<title>[^<]+ · Enlazá<\/title>/);
    if (path === '/login' || path === '/register') {
      // Served without the app, which hydrates them from the data they were rendered with on the
      // visitor's first touch (issue 38).
      expect(embeddedData(res.body).path).toBe(path);
      expect(res.body).not.toContain('/src/main.tsx');
      expect(res.body).toContain('/src/site-main.ts');
      expect(res.body).toContain('<meta name="enlaza-app-start" content="intent">');
      expect(res.body).toContain('<meta name="enlaza-app"');
    } else {
      // Islands (issue 38): never hydrated, so no data and no app script; its entry only named for later.
      expect(res.body).not.toContain('id="enlaza-data"');
      expect(res.body).not.toContain('/src/main.tsx');
      expect(res.body).toContain('/src/site-main.ts');
      expect(res.body).toContain('<meta name="enlaza-app"');
      expect(res.body).toContain('<template id="install-banner-template">');
    }
    // One piece: no inline script (the CSP refuses them) moves content into place.
    expect(res.body).not.toMatch(/<script>/);
  });

  it('renders the featured ranking for the filters in the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/creadores-destacados?categoria=arte&periodo=7d' });
    expect(textOf(res.body)).toContain('No se encontraron creadores');
    // The filters are a GET form of the page's own address, set to the filters asked for.
    expect(res.body).toMatch(/<form[^>]*action="\/creadores-destacados" method="get"/);
    expect(res.body).toContain('<input type="radio" name="categoria" checked="" value="arte"/>');
    expect(res.body).toMatch(/<option value="7d" selected="">/);
    const all = await t.app.inject({ method: 'GET', url: '/creadores-destacados' });
    expect(textOf(all.body)).toContain('@demo');
  });

  it('leaves the other app routes to the browser app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers with the last document at once while the next one renders, then with the new one (issue 38)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    expect(textOf(first.body)).toContain('Lucía Fernández');
    const demo = await t.database.db
      .updateTable('users')
      .set({ full_name: 'Lucía F. en gira' })
      .where('username', '=', 'demo')
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.pagePurges.creatorChanged(demo.id);

    // The data changed: this request starts the render and is answered the last document meanwhile.
    const during = await t.app.inject({ method: 'GET', url: '/' });
    expect(during.body).toBe(first.body);
    await expect
      .poll(async () => textOf((await t.app.inject({ method: 'GET', url: '/' })).body))
      .toContain('Lucía F. en gira');
  });
});
