import { DONATIONS_CLOSED_MESSAGES } from '@enlaza/shared/donations';
import { STATS_MESSAGES } from '@enlaza/shared/stats';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const recent = new Date(Date.now() - 5 * 60_000).toISOString();

const stats = {
  clicksTotales: { value: 1234, percentage: 12, trend: 'up' },
  donaciones: { count: 3, amount: 4500, percentage: -8, trend: 'down' },
  visitasPerfil: { value: 80, visitantesUnicos: 31, percentage: null, trend: null },
  goal: { current: 4500, target: 10000, percent: 45 },
  topLinks: [
    {
      id: 1,
      title: 'Instagram',
      url: 'https://instagram.com/luna',
      icon: 'pi pi-instagram',
      click_count: 1,
      clicks: 1,
    },
  ],
  latestDonations: [{ id: 'd1', amount: 1500, donor_name: 'Ana', message: 'Éxitos', created_at: recent }],
  recentActivities: [
    { type: 'link', action: 'created', description: 'Creaste el enlace "Instagram"', date: recent },
  ],
  period: { current: { start: '', end: '' }, previous: { start: '', end: '' } },
};
const goal = {
  id: 2,
  title: 'Grabar el disco',
  current_amount: 4500,
  target_amount: 10000,
  progress: 45,
  is_active: true,
};

// The home also carries the Mercado Pago panel (while the donations screen is off): a creator not connected yet.
const paymentStatus = {
  'GET /api/mercadopago/status': {
    body: {
      success: true,
      data: {
        status: 'pending',
        authData: null,
        simulated: true,
        expiringSoon: false,
        lastChecked: null,
        canConnect: true,
        canRevoke: false,
      },
    },
  },
};

async function openHome() {
  signIn(sampleUser());
  renderApp('/dashboard');
  await screen.findByText('Hola, Luna Martínez', undefined, { timeout: 10_000 });
}

describe('dashboard home', { timeout: 20_000 }, () => {
  it('shows the four stat cards with their monthly change, the goal, top links and activity', async () => {
    const { calls } = mockApi({
      ...paymentStatus,
      'GET /api/stats/dashboard': { body: { success: true, data: stats } },
      'GET /api/goals': { body: { success: true, data: { goal, goals: [goal] } } },
    });
    await openHome();
    const cards = await screen.findByRole('list', { name: 'Resumen de los últimos 30 días' });
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.stat-card-label')?.textContent)).toEqual([
      'Clics totales',
      'Donaciones',
      'Visitas al perfil',
      'Progreso del objetivo',
    ]);
    expect(items[0]?.textContent).toContain('1.234');
    expect(items[0]?.textContent).toContain('▲ 12% vs. mes anterior');
    expect(items[1]?.textContent?.replace(/\s/g, ' ')).toContain('$ 4.500');
    expect(items[1]?.textContent).toContain('3 donaciones');
    expect(items[1]?.textContent).toContain('▼ 8% vs. mes anterior');
    // Visits and the people behind them, each named for what it counts.
    expect(items[2]?.querySelector('.stat-card-value')?.textContent).toBe('80');
    expect(items[2]?.querySelector('.stat-card-detail')?.textContent).toBe('31 visitantes únicos');
    expect(items[2]?.textContent).toContain(STATS_MESSAGES.noPreviousData);
    expect(items[3]?.textContent).toContain('45%');
    expect(calls.find((c) => c.url.startsWith('/api/stats/dashboard'))?.url).toBe(
      '/api/stats/dashboard?period=30d',
    );

    expect(screen.getByText('Grabar el disco')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar objetivo' }).getAttribute('href')).toBe(
      '/dashboard/goals',
    );
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('1 clic')).toBeTruthy();
    expect(screen.getByText('Creaste el enlace "Instagram"')).toBeTruthy();
    expect(screen.getAllByText('hace 5 minutos').length).toBeGreaterThan(0);
    const greeting = screen.getByRole('heading', { name: 'Hola, Luna Martínez' })
      .parentElement as HTMLElement;
    const verPerfil = within(greeting).getByRole('link', { name: /^Ver Perfil/ });
    expect(verPerfil.getAttribute('href')).toBe('/u/luna');
    expect(verPerfil.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Conectar Spotify' }).getAttribute('href')).toBe(
      '/dashboard/spotify',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the featured music under the quick actions once Spotify is connected', async () => {
    mockApi({
      ...paymentStatus,
      'GET /api/stats/dashboard': { body: { success: true, data: stats } },
      'GET /api/spotify/status': {
        body: { success: true, data: { is_authorized: true, has_content: true, needs_reconnection: false } },
      },
      'GET /api/spotify/content': {
        body: {
          success: true,
          data: {
            content: {
              spotify_id: 'simTrackCrimen',
              content_type: 'track',
              name: 'Crimen',
              artist: 'Gustavo Cerati',
              image_url: '/simulador/spotify/portadas/simAlbumAhiVamos.svg',
              preview_url: '/simulador/spotify/previews/simTrackCrimen.wav',
              spotify_url: 'https://open.spotify.com/track/crimen',
            },
          },
        },
      },
    });
    await openHome();
    const shortcuts = await screen.findByRole('region', { name: 'Acciones rápidas' });
    const s = within(shortcuts);
    expect((await s.findByRole('link', { name: 'Música destacada' })).getAttribute('href')).toBe(
      '/dashboard/spotify',
    );
    expect(s.getByText('Canción destacada')).toBeTruthy();
    expect(s.getByText('Crimen')).toBeTruthy();
    expect(s.getByRole('link', { name: 'Escuchar en Spotify' }).getAttribute('href')).toBe(
      'https://open.spotify.com/track/crimen',
    );
    expect(s.getByRole('link', { name: 'Portada de Crimen' })).toBeTruthy();
    expect(s.getByRole('button', { name: 'Preview' })).toBeTruthy();
  });

  it('falls back to the links and goal totals and reports a failure that is not a 404', async () => {
    mockApi({
      ...paymentStatus,
      'GET /api/stats/dashboard': { status: 500, body: { message: 'Error interno' } },
      'GET /api/links': {
        body: {
          data: {
            links: [{ id: 1, title: 'Tienda', url: 'https://t.com', click_count: 7, order_position: 1 }],
          },
        },
      },
      'GET /api/goals': { body: { data: { goal: null, goals: [] } } },
    });
    await openHome();
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar estadísticas del dashboard');
    const cards = screen.getByRole('list', { name: 'Resumen de los últimos 30 días' });
    expect(within(cards).getAllByRole('listitem')[0]?.textContent).toContain('7');
    expect(screen.getByText('Tienda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear Objetivo' }).getAttribute('href')).toBe(
      '/dashboard/goals',
    );
  });

  it('tells a creator with Mercado Pago connected and no goal to create one to receive donations', async () => {
    const connected = structuredClone(paymentStatus);
    Object.assign(connected['GET /api/mercadopago/status'].body.data, {
      status: 'authorized',
      authData: { mpUserId: '123', email: 'luna@example.com', authorizedAt: recent, refreshedAt: null },
      canRevoke: true,
    });
    mockApi({
      ...connected,
      'GET /api/stats/dashboard': { body: { success: true, data: { ...stats, goal: null } } },
      'GET /api/goals': { body: { success: true, data: { goals: [], goal: null } } },
    });
    await openHome();
    const notice = (await screen.findByText(DONATIONS_CLOSED_MESSAGES.needsGoalTitle)).closest(
      '.alert',
    ) as HTMLElement;
    expect(notice.className).toContain('alert-info');
    expect(within(notice).getByRole('link', { name: 'Ir a Objetivos' }).getAttribute('href')).toBe(
      '/dashboard/goals',
    );
  });

  it('says nothing about goals to a creator not connected yet', async () => {
    mockApi({
      ...paymentStatus,
      'GET /api/stats/dashboard': { body: { success: true, data: { ...stats, goal: null } } },
      'GET /api/goals': { body: { success: true, data: { goals: [], goal: null } } },
    });
    await openHome();
    await screen.findByRole('link', { name: 'Crear Objetivo' });
    expect(screen.queryByText(DONATIONS_CLOSED_MESSAGES.needsGoalTitle)).toBeNull();
  });

  it('stays silent on a 404 and shows the empty states', async () => {
    mockApi({
      ...paymentStatus,
      'GET /api/links': { body: { success: true, data: { links: [] } } },
      'GET /api/goals': { body: { success: true, data: { goals: [], goal: null } } },
    });
    await openHome();
    expect(await screen.findByRole('link', { name: 'Agregar Enlaces' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear Objetivo' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
