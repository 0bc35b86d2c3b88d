import { themeStyleVariables } from '@enlaza/shared/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedInput, metaContent, PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';

const BROWSER = PHONE_BROWSER;
const NASTY_NAME = '</script><script>alert(1)</script>';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe('server-rendered public pages', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;
  let nasty: Creator;
  const ids: Record<string, number> = {};

  const page = (
    url: string,
    headers: Record<string, string> = { 'user-agent': BROWSER },
    ip = '203.0.113.1',
  ) => t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: ana.headers,
      payload: {
        full_name: 'Ana Prueba',
        username: ana.user.username,
        bio: 'Ilustradora & docente',
        category_id: 2,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: ana.headers,
      payload: { title: 'Mi tienda', url: 'https://tienda.example.com' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: ana.headers,
      payload: { title: 'Tableta nueva', description: 'Para dibujar', target_amount: 50000 },
    });
    const events: [string, Record<string, unknown>][] = [
      [
        'show',
        {
          title: 'Muestra en Rosario',
          event_date: '2026-03-20',
          event_time: '20:00',
          location: 'Galería Sur',
          address: 'Córdoba 1500, Rosario',
          latitude: -32.9468,
          longitude: -60.6393,
          ticket_url: 'https://entradas.example.com/muestra',
          price: 2500,
          is_featured: true,
        },
      ],
      ['draft', { title: 'Borrador', event_date: '2026-03-21', location: 'Casa', status: 'draft' }],
      ['two', { title: 'Segundo', event_date: '2026-04-01', location: 'Rosario' }],
      ['three', { title: 'Tercero', event_date: '2026-05-01', location: 'Rosario' }],
      [
        'cancelled',
        {
          title: 'Suspendido',
          event_date: '2026-04-10',
          event_time: '21:00',
          location: 'Teatro Sur',
          ticket_url: 'https://entradas.example.com/suspendido',
          status: 'cancelled',
        },
      ],
    ];
    for (const [key, payload] of events) {
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: ana.headers, payload });
      ids[key] = json<{ data: { event: { id: number } } }>(res).data.event.id;
    }
    nasty = await registerCreator(t.app, { full_name: NASTY_NAME });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: nasty.headers,
      payload: {
        full_name: NASTY_NAME,
        username: nasty.user.username,
        bio: `"><img src=x onerror=alert(2)> $& $' $\` <!--app-html-->`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('renders the profile with its data, head tags and the embedded input for hydration', async () => {
    const res = await page(`/u/${ana.user.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // es-AR money has a no-break space after '$'.
    const html = res.body.replace(/\u00a0/g, ' ');
    const url = `https://enlaza.example/u/${ana.user.username}`;
    expect(html).toContain(`<title>Ana Prueba (@${ana.user.username}) | Enlazá</title>`);
    expect(metaContent(html, 'description')).toBe('Ilustradora &amp; docente');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:title')).toBe(`Ana Prueba (@${ana.user.username}) | Enlazá`);
    expect(metaContent(html, 'og:description')).toBe('Ilustradora &amp; docente');
    // The share card drawn by this server (share-card.test.ts).
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^https://enlaza\\.example/og/u/${ana.user.username}/[0-9a-f]{16}\\.png$`),
    );
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The page itself, readable without any script.
    expect(html).toContain('<h1 class="pp-name">Ana Prueba</h1>');
    // Before the script runs, links go through the counted redirect; the title shows where to.
    expect(html).toContain('title="https://tienda.example.com/"');
    expect(html).toContain('Tableta nueva');
    expect(html).toContain('$ 0 recaudados de $ 50.000');
    expect(html).toContain('Muestra en Rosario');
    expect(html).toContain(`href="/u/${ana.user.username}/events"`);
    expect(html).toContain('Ver todos los eventos');
    expect(html).toContain('Powered by');
    expect(html).not.toContain('Borrador');
    // The browser hydrates from exactly what the API presents.
    const input = embeddedInput(res.body);
    expect(input.publicUrl).toBe('https://enlaza.example');
    const api = json<{ data: { user: unknown } }>(await page(`/api/public/${ana.user.username}`));
    expect(input.page).toEqual({ kind: 'profile', profile: api.data.user });
    expect(html).not.toContain(ana.body.email);
  });

  it('escapes whatever a creator writes, in the head, the page and the embedded data', async () => {
    const res = await page(`/u/${nasty.user.username}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(html, 'og:title')).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(html, 'og:description')).toBe(
      '&quot;&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; $&#39; $` &lt;!--app-html--&gt;',
    );
    // Exactly one data block, with every '<' escaped so it cannot close its script tag.
    expect(html.match(/<script id="enlaza-data"/g)).toHaveLength(1);
    const data = /<script id="enlaza-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(data).toContain('\\u003c/script>');
    const input = embeddedInput(html);
    expect(input.page.kind === 'profile' && input.page.profile.full_name).toBe(NASTY_NAME);
    // Replacement patterns in the text are not expanded into parts of the template.
    expect(input.page.kind === 'profile' && input.page.profile.bio).toContain("$& $' $`");
  });

  it('answers 404 with the rendered not-found pages', async () => {
    const missing = await page('/u/nadie-por-aqui');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Perfil no encontrado');
    expect(missing.body).toContain('@<!-- -->nadie-por-aqui');
    expect(missing.body).toContain('href="/"');
    expect(metaContent(missing.body, 'robots')).toBe('noindex');

    const events = await page('/u/nadie-por-aqui/events');
    expect(events.statusCode).toBe(404);
    expect(events.body).toContain('Usuario no encontrado');

    for (const url of [
      `/e/${ana.user.username}/999999`,
      `/e/${ana.user.username}/abc`,
      `/e/${ana.user.username}/${ids.draft}`,
      `/e/${nasty.user.username}/${ids.show}`,
      `/e/nadie-por-aqui/${ids.show}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Evento no encontrado');
    }
    // Script in the address is text on the page, never markup.
    const odd = await page('/u/%3Cimg%20src=x%3E');
    expect(odd.statusCode).toBe(404);
    expect(odd.body).not.toContain('<img src=x>');
  });

  it('renders the events list with tabs that work as plain links', async () => {
    const res = await page(`/u/${ana.user.username}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Eventos de Ana Prueba');
    expect(res.body).toContain('Todos (3)');
    expect(res.body).toContain('Próximos (3)');
    expect(res.body).toContain('Pasados (0)');
    expect(res.body).toContain('href="?tab=past"');
    expect(res.body).toContain('Entradas');
    const past = await page(`/u/${ana.user.username}/events?tab=past`);
    expect(past.body).toContain('Todavía no hay eventos pasados.');
    const input = embeddedInput(past.body);
    expect(input.page).toMatchObject({
      kind: 'events',
      tab: 'past',
      events: [],
      counts: { all: 3, upcoming: 3, past: 0 },
    });
  });

  it('renders an event with its map, tickets, organiser and a server-drawn QR code', async () => {
    const res = await page(`/e/${ana.user.username}/${ids.show}`);
    expect(res.statusCode).toBe(200);
    const html = res.body.replace(/\u00a0/g, ' ');
    expect(html).toContain('<title>Muestra en Rosario | Enlazá</title>');
    expect(html).toContain('Destacado');
    expect(html).toContain('Galería Sur');
    expect(html).toContain('Córdoba 1500, Rosario');
    expect(html).toContain('$ 2.500');
    expect(html).toContain('href="https://entradas.example.com/muestra"');
    expect(html).toContain('Conseguir Entradas');
    expect(html).toContain('Compartir Evento');
    expect(html).toContain('Organizado por');
    expect(html).toMatch(
      /<iframe title="Mapa de la ubicación del evento" src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=-60\.6453,-32\.9508,-60\.6333,-32\.9428&amp;layer=mapnik&amp;marker=-32\.9468,-60\.6393" loading="lazy"/,
    );
    expect(html).toContain('Abrir en mapas');
    const input = embeddedInput(html);
    expect(input.page.kind).toBe('event');
    const qr = input.page.kind === 'event' ? input.page.qrDataUrl : null;
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(html).toContain(`src="${qr}"`);
  });

  it('keeps a cancelled event reachable, marked as cancelled and out of search engines', async () => {
    const res = await page(`/e/${ana.user.username}/${ids.cancelled}`);
    expect(res.statusCode).toBe(200);
    const html = res.body.replace(/\u00a0/g, ' ');
    expect(html).toContain('Este evento fue cancelado');
    expect(html).toContain('Suspendido');
    expect(html).toContain('Teatro Sur');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('Conseguir Entradas');
    expect(html).not.toContain('calendario.ics');
    // A published event is indexed and offers its calendar file, rendered on the server.
    const show = await page(`/e/${ana.user.username}/${ids.show}`);
    expect(metaContent(show.body, 'robots')).toBeUndefined();
    expect(show.body).toContain(`href="/e/${ana.user.username}/${ids.show}/calendario.ics"`);
    expect(show.body).toContain('Agregar al calendario');
  });

  it("wears the creator's theme on the events list, an event, its gorra page and a cancelled event", async () => {
    const theme = { primary_color: '#0f766e', accent_color: '#f97316', background_style: 'vibrant' } as const;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: ana.headers,
      payload: { theme },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const vars = themeStyleVariables(theme);
    const defaults = themeStyleVariables(null);
    expect(vars['--theme-button-bg']).not.toBe(defaults['--theme-button-bg']);
    const user = ana.user.username;
    for (const url of [
      `/u/${user}/events`,
      `/e/${user}/${ids.show}`,
      `/e/${user}/${ids.show}/aportar`,
      `/e/${user}/${ids.cancelled}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      for (const name of ['--theme-page-bg', '--theme-button-bg', '--theme-card-bg'] as const) {
        expect(res.body, `${url} ${name}`).toContain(`${name}:${vars[name]}`);
      }
    }
    const api = await t.app.inject({ method: 'GET', url: `/api/public/events/${ids.show}` });
    expect(json<{ data: { event: { user: { theme: unknown } } } }>(api).data.event.user.theme).toMatchObject(
      theme,
    );
  });

  it('downloads an event as an iCalendar file, times in UTC', async () => {
    const res = await page(`/e/${ana.user.username}/${ids.show}/calendario.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="evento-${ids.show}.ics"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20260320T230000Z');
    expect(lines).toContain('SUMMARY:Muestra en Rosario');
    expect(lines).toContain('LOCATION:Galería Sur\\, Córdoba 1500\\, Rosario');
    expect(lines).toContain(`UID:event-${ids.show}@enlaza.example`);
    expect(lines).toContain('DTSTAMP:20260310T150000Z');
    for (const url of [
      `/e/${ana.user.username}/${ids.draft}/calendario.ics`,
      `/e/${ana.user.username}/${ids.cancelled}/calendario.ics`,
      `/e/${nasty.user.username}/${ids.show}/calendario.ics`,
      `/e/${ana.user.username}/abc/calendario.ics`,
      `/e/${ana.user.username}/99999999999/calendario.ics`,
    ]) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toBe('Evento no encontrado');
    }
  });

  it('sends a visitor with an old address to the new one', async () => {
    const old = ana.user.username;
    const renamed = `${old}-nuevo`;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: ana.headers,
      payload: { full_name: 'Ana Prueba', username: renamed, bio: 'Ilustradora & docente', category_id: 2 },
    });
    expect(change.statusCode, change.body).toBe(200);
    const profile = await page(`/u/${old}`);
    expect(profile.statusCode).toBe(302);
    expect(profile.headers.location).toBe(`/u/${renamed}`);
    const event = await page(`/e/${old}/${ids.show}`);
    expect(event.statusCode).toBe(302);
    expect(event.headers.location).toBe(`/e/${renamed}/${ids.show}`);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: ana.headers,
      payload: { full_name: 'Ana Prueba', username: old, bio: 'Ilustradora & docente', category_id: 2 },
    });
    expect((await page(`/u/${old}`)).statusCode).toBe(200);
  });

  // Page views are told by the page itself once loaded, never counted while rendering (issue 23):
  // modules/tracking/track-view.dialect.test.ts.
});

describe('public pages without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the "not built" page instead of failing, while the API keeps working', async () => {
    const creator = await registerCreator(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/u/${creator.user.username}` });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('todavía no está compilada');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/${creator.user.username}` })).statusCode,
    ).toBe(200);
  });
});
