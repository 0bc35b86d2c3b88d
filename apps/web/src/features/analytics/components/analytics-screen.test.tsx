import { ACTIVITY_MESSAGES } from '@enlaza/shared/activity';
import { STATS_MESSAGES } from '@enlaza/shared/stats';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

// jsdom has no canvas: uPlot is replaced by a stand-in that writes the points it was given on its
// container; the tables beside the charts (the screen-reader alternative) are read as they are.
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    static paths = { bars: () => () => null };
    constructor(options: { series: { label?: string }[] }, data: number[][], element: HTMLElement) {
      element.dataset.series = options.series.map((s) => s.label ?? 'x').join('|');
      element.dataset.points = (data[1] ?? []).join(',');
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const charts = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.analytics-chart-canvas[data-points]')).map((el) => [
    el.dataset.series,
    el.dataset.points,
  ]);

const none = { percentage: null, trend: null };
function overview(days: string[], views: number[]) {
  const total = views.reduce((a, b) => a + b, 0);
  return {
    range: { startDate: days[0], endDate: days.at(-1), days: days.length },
    previousRange: null,
    totalViews: total,
    uniqueViews: total - 1,
    totalClicks: 7,
    conversionRate: 12.5,
    totalDonations: { count: 1, amount: 2500 },
    comparisons: {
      totalViews: { percentage: 25, trend: 'up' },
      uniqueViews: none,
      totalClicks: { percentage: -40, trend: 'down' },
      totalDonations: none,
      conversionRate: none,
    },
    clicksByLink: [
      { id: 1, title: 'Instagram', url: 'https://instagram.com/luna', clicks: 5 },
      { id: 2, title: 'Tienda', url: 'https://tienda.example.com', clicks: 2 },
    ],
    viewsByDay: days.map((date, i) => ({
      date,
      views: views[i] ?? 0,
      unique: Math.max(0, (views[i] ?? 0) - 1),
    })),
    topReferrers: [
      { referrer: 'instagram.com', visits: 6 },
      { referrer: 'Directo', visits: 2 },
    ],
    devices: [
      { name: 'Móvil', visits: 20 },
      { name: 'Computadora', visits: 8 },
    ],
    browsers: [{ name: 'Chrome', visits: 28 }],
    os: [
      { name: 'Android', visits: 15 },
      { name: 'iOS', visits: 13 },
    ],
    countries: [
      { name: 'Argentina', visits: 25 },
      { name: 'Uruguay', visits: 3 },
    ],
    provinces: [
      { name: 'Córdoba', visits: 14 },
      { name: 'Ciudad Autónoma de Buenos Aires', visits: 11 },
    ],
    campaigns: [],
  };
}
const funnel = {
  range: { startDate: '2026-02-01', endDate: '2026-02-07', days: 7 },
  previousRange: { startDate: '2026-01-25', endDate: '2026-01-31', days: 7 },
  visitors: 200,
  donate_opened: 40,
  checkouts: 10,
  approved: 4,
  approved_amount: 12_000,
  previous: { visitors: 100, donate_opened: 40, checkouts: 0, approved: 2, approved_amount: 3_000 },
};
const detailed = (days: string[]) => ({
  range: { startDate: days[0], endDate: days.at(-1), days: days.length },
  topLinks: [],
  dailyDonations: days.map((date, i) => ({ date, count: i === 1 ? 1 : 0, amount: i === 1 ? 2500 : 0 })),
  upcomingEvents: [],
});
const WEEK = [
  '2026-02-01',
  '2026-02-02',
  '2026-02-03',
  '2026-02-04',
  '2026-02-05',
  '2026-02-06',
  '2026-02-07',
];
const CUSTOM = ['2026-01-10', '2026-01-11'];
const daysFor = (url: string) => (url.includes('startDate=2026-01-10') ? CUSTOM : WEEK);

const activityPage = (from: number, count: number, next: number | null) => ({
  body: {
    success: true,
    data: {
      activities: Array.from({ length: count }, (_, i) => ({
        id: from - i,
        kind: 'link_created',
        description: `Creaste el enlace "Enlace ${from - i}"`,
        date: '2026-02-07T12:00:00.000Z',
      })),
      nextCursor: next,
    },
  },
});

function api(failing: { range?: string; activity?: boolean } = {}) {
  const fails = (url: string) => failing.range !== undefined && url.includes(failing.range);
  return mockApi({
    'GET /api/stats/overview': (call) =>
      fails(call.url)
        ? { status: 500, body: { message: 'x' } }
        : {
            body: {
              success: true,
              data: overview(
                daysFor(call.url),
                daysFor(call.url).map((_, i) => i + 1),
              ),
            },
          },
    'GET /api/stats/detailed': (call) => ({ body: { success: true, data: detailed(daysFor(call.url)) } }),
    'GET /api/stats/funnel': { body: { success: true, data: funnel } },
    'GET /api/stats/activity': (call) =>
      failing.activity
        ? { status: 500, body: { message: 'x' } }
        : call.url.includes('before=')
          ? activityPage(20, 3, null)
          : activityPage(40, 20, 21),
    'GET /api/events': {
      body: {
        success: true,
        data: {
          events: [
            { id: 7, title: 'Peña en el club', status: 'published' },
            { id: 8, title: 'Borrador', status: 'draft' },
          ],
          pagination: { current_page: 1, total_pages: 1, total_events: 2, has_more: false },
        },
      },
    },
  });
}

async function openScreen() {
  setClientConfigForTests({
    publicUrl: 'http://localhost',
    features: { donationsScreen: false, analyticsScreen: true },
  });
  signIn(sampleUser());
  renderApp('/dashboard/analytics');
  return screen.findByRole('list', { name: 'Totales del período' }, { timeout: 10_000 });
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('statistics screen (FEATURE_ANALYTICS_SCREEN on)', { timeout: 20_000 }, () => {
  it('shows the donation funnel with each step’s conversion and change, and the visits’ breakdowns', async () => {
    const { calls } = api();
    await openScreen();
    const card = await screen.findByRole('region', { name: 'Embudo de aportes' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(4));
    expect(within(card).getAllByRole('listitem').map(text)).toEqual([
      'Visitantes de la página▲ 100% vs. período anteriorSubió 100% respecto del período anterior200',
      'Abrieron «Aportar»20,0% del paso anterior▲ 0% vs. período anteriorSubió 0% respecto del período anterior40',
      'Iniciaron un pago25,0% del paso anteriorSin datos del período anteriorSin datos del período anterior10',
      'Completaron un aporte40,0% del paso anterior▲ 100% vs. período anteriorSubió 100% respecto del período anterior4',
    ]);
    expect(within(card).getByText(/^Cada paso cuenta personas/)).toBeTruthy();
    expect(text(within(card).getByText(/^Aprobado:/))).toBe(
      'Aprobado: $ 12.000 (período anterior: $ 3.000). Solo aportes únicos, sin cargos mensuales.',
    );
    expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/stats/funnel'))).toEqual([
      '/api/stats/funnel?period=7d',
    ]);

    const list = (name: string) =>
      within(screen.getByRole('region', { name })).queryAllByRole('listitem').map(text);
    expect(list('Provincias')).toEqual(['Córdoba14 visitas', 'Ciudad Autónoma de Buenos Aires11 visitas']);
    expect(list('Países')).toEqual(['Argentina25 visitas', 'Uruguay3 visitas']);
    expect(list('Dispositivos')).toEqual(['Móvil20 visitas', 'Computadora8 visitas']);
    expect(list('Navegadores')).toEqual(['Chrome28 visitas']);
    expect(list('Sistemas operativos')).toEqual(['Android15 visitas', 'iOS13 visitas']);
    expect(list('Campañas')).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Campañas' })).getByText(/^Sin campañas/)).toBeTruthy();
  });

  it('shows the totals with real comparisons, charts with their tables, clicks and referrers', async () => {
    const { calls } = api();
    const totals = await openScreen();
    expect(within(totals).getAllByRole('listitem').map(text)).toEqual([
      'Visitas28▲ 25% vs. período anteriorSubió 25% respecto del período anterior',
      'Visitantes únicos27Sin datos del período anteriorSin datos del período anterior',
      'Clics7▼ 40% vs. período anteriorBajó 40% respecto del período anterior',
      'Donaciones$ 2.5001 donación aprobada. Solo aportes únicos, sin cargos mensuales.Sin datos del período anteriorSin datos del período anterior',
      'Tasa de conversión12,5%Donaciones en tu perfil por cada 100 visitasSin datos del período anteriorSin datos del período anterior',
    ]);
    await waitFor(() =>
      expect(charts()).toEqual([
        ['x|Visitas|Visitantes únicos', '1,2,3,4,5,6,7'],
        ['x|Monto donado', '0,2500,0,0,0,0,0'],
      ]),
    );
    const viewsTable = screen.getByRole('table', { name: 'Visitas por día' });
    const rows = within(viewsTable).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(text(within(rows[1] as HTMLElement).getByRole('rowheader'))).toBe('domingo, 1 de febrero de 2026');
    expect(
      within(rows[7] as HTMLElement)
        .getAllByRole('cell')
        .map(text),
    ).toEqual(['7', '6']);
    const donationsTable = screen.getByRole('table', { name: 'Donaciones por día' });
    expect(
      within(within(donationsTable).getAllByRole('row')[2] as HTMLElement)
        .getAllByRole('cell')
        .map(text),
    ).toEqual(['1', '$ 2.500']);
    const clicks = screen.getByRole('region', { name: 'Clics por enlace' });
    expect(within(clicks).getAllByRole('listitem').map(text)).toEqual([
      'Instagramhttps://instagram.com/luna5 clics',
      'Tiendahttps://tienda.example.com2 clics',
    ]);
    const referrers = screen.getByRole('region', { name: 'De dónde llegan tus visitas' });
    expect(within(referrers).getAllByRole('listitem').map(text)).toEqual([
      'instagram.com6 visitas',
      'Directo2 visitas',
    ]);
    expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/stats/overview'))).toEqual([
      '/api/stats/overview?period=7d',
    ]);
  });

  it('changes the range: 30 days, then custom days checked with the server rules', async () => {
    const { calls } = api();
    await openScreen();
    fireEvent.click(screen.getByRole('radio', { name: '30 días' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/stats/overview?period=30d'));
    fireEvent.click(screen.getByRole('radio', { name: 'Personalizado' }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-12' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('La fecha de fin no puede ser anterior a la de inicio')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-01-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(charts()[0]).toEqual(['x|Visitas|Visitantes únicos', '1,2']));
    expect(calls.map((c) => c.url)).toContain('/api/stats/detailed?startDate=2026-01-10&endDate=2026-01-11');
    expect(within(screen.getByRole('table', { name: 'Visitas por día' })).getAllByRole('row')).toHaveLength(
      3,
    );
  });

  it("narrows the figures to one event, offering the creator's non-draft events", async () => {
    const { calls } = api();
    await openScreen();
    const filter = await screen.findByLabelText('Evento');
    expect(within(filter).getAllByRole('option').map(text)).toEqual(['Toda la página', 'Peña en el club']);
    fireEvent.change(filter, { target: { value: '7' } });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/stats/overview?period=7d&eventId=7'));
    expect(calls.map((c) => c.url)).toContain('/api/stats/detailed?period=7d&eventId=7');
    // The conversion rate is the event's donations over its page's visits.
    const totals = screen.getByRole('list', { name: 'Totales del período' });
    await waitFor(() =>
      expect(text(within(totals).getAllByRole('listitem').at(-1))).toContain(
        'Donaciones en el evento por cada 100 visitas a su página',
      ),
    );
  });

  it('keeps the last figures under the error when another range fails, and says the log failed', async () => {
    api({ range: 'period=30d', activity: true });
    const totals = await openScreen();
    const activity = screen.getByRole('region', { name: 'Actividad reciente' });
    expect(await within(activity).findByText(ACTIVITY_MESSAGES.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '30 días' }));
    expect(await screen.findByText(STATS_MESSAGES.overviewFailed)).toBeTruthy();
    expect(text(within(totals).getAllByRole('listitem')[0])).toContain('Visitas28');
    expect(screen.queryByText('Actualizando estadísticas...')).toBeNull();
  });

  it('scrolls the activity log further with "Ver más actividad"', async () => {
    api();
    await openScreen();
    const activity = screen.getByRole('region', { name: 'Actividad reciente' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(within(activity).getByRole('button', { name: 'Ver más actividad' }));
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(23));
    expect(text(within(activity).getAllByRole('listitem')[22])).toContain('Creaste el enlace "Enlace 18"');
    expect(within(activity).queryByRole('button', { name: 'Ver más actividad' })).toBeNull();
  });
});
