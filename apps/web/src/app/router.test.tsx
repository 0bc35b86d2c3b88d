import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setClientConfigForTests } from '../config/client-config';
import { useOAuthCallback } from '../lib/oauth-callback';
import { renderApp } from '../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../testing/setup-dom';

setupDomTests();

const currentUrl = () => screen.getByTestId('location').textContent;

function withFeatures(donationsScreen: boolean, analyticsScreen: boolean) {
  setClientConfigForTests({ publicUrl: 'https://enlaza.ar', features: { donationsScreen, analyticsScreen } });
}

describe('guards', () => {
  it('sends a visitor from /dashboard to /login', async () => {
    mockApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(currentUrl()).toBe('/login');
  });

  it('sends a signed-in creator from /login, /register and / to /dashboard', async () => {
    mockApi();
    for (const url of ['/login', '/register', '/', '/forgot-password', '/reset-password?token=x']) {
      signIn();
      const view = renderApp(url);
      expect(await screen.findByText('Hola, Luna Martínez')).toBeTruthy();
      expect(currentUrl()).toBe('/dashboard');
      view.unmount();
    }
  });

  it('redirects disabled screens to /dashboard and shows them as "Próximamente"', async () => {
    mockApi();
    withFeatures(false, false);
    signIn();
    renderApp('/dashboard/donations');
    expect(await screen.findByText('Hola, Luna Martínez')).toBeTruthy();
    expect(currentUrl()).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getAllByText('Próximamente')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /Aportes mensuales/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Resumen para ARCA/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Modo gorra/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Donaciones/ })).toBeNull();
  });

  it('redirects /dashboard/analytics too, and opens both screens when their flags are on', async () => {
    mockApi();
    withFeatures(false, false);
    signIn();
    const off = renderApp('/dashboard/analytics');
    await screen.findByText('Hola, Luna Martínez');
    expect(currentUrl()).toBe('/dashboard');
    off.unmount();

    withFeatures(true, true);
    const on = renderApp('/dashboard/donations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donaciones' })).toBeTruthy();
    expect(currentUrl()).toBe('/dashboard/donations');
    expect(screen.queryByText('Próximamente')).toBeNull();
    expect(screen.getByRole('link', { name: /Estadísticas/ }).getAttribute('href')).toBe(
      '/dashboard/analytics',
    );
    on.unmount();
  });

  it('titles each dashboard screen by its route name', async () => {
    mockApi();
    signIn();
    renderApp('/dashboard/links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestionar Enlaces' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Mis Eventos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Eventos' })).toBeTruthy();
    expect(screen.queryByText('En construcción')).toBeNull();
    const publicLink = screen.getByRole('link', { name: /Ver Perfil Público/ });
    expect(publicLink.getAttribute('href')).toBe('/u/luna');
    expect(publicLink.getAttribute('target')).toBe('_blank');
    expect(publicLink.getAttribute('rel')).toContain('noopener');
  });
});

describe('session restore', () => {
  it('shows the cached user at once and reads only the account state again (issue 30, item 10)', async () => {
    const { calls } = mockApi();
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByText('Hola, Luna Martínez')).toBeTruthy();
    // The home loads its statistics; of the session only /auth/me is read, in the background.
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.startsWith('/api/auth') || c.url.startsWith('/api/users'))
          .map((c) => c.url),
      ).toEqual(['/api/auth/me']),
    );
  });

  it('while the session is checked the page has its main landmark and a heading (issue 30, item 17)', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ 'GET /api/auth/me': () => new Promise(() => {}) });
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    expect(main.querySelector('h1')?.textContent).toBe('Verificando tu sesión...');
    expect(screen.getByRole('heading', { level: 1, name: 'Verificando tu sesión...' })).toBeTruthy();
  });

  it('fetches the user and the theme when only a token is stored', async () => {
    localStorage.setItem('token', 'tok');
    const theme = { primary_color: '#111111', accent_color: '#222222', background_style: 'vibrant' };
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { success: true, data: { user: sampleUser({ full_name: 'Ana Paz' }) } } },
      'GET /api/users/profile/theme': { body: { success: true, data: { theme } } },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Hola, Ana Paz')).toBeTruthy();
    const sessionCalls = calls.filter(
      (c) => c.url === '/api/auth/me' || c.url === '/api/users/profile/theme',
    );
    expect(sessionCalls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok', 'Bearer tok']);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').theme).toEqual(theme);
  });

  it('accepts the {user} answer shape of /auth/me', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ 'GET /api/auth/me': { body: { user: sampleUser({ full_name: 'Sol Ríos' }) } } });
    renderApp('/dashboard');
    expect(await screen.findByText('Hola, Sol Ríos')).toBeTruthy();
  });

  it('clears a token the server rejects and goes to /login', async () => {
    localStorage.setItem('token', 'stale');
    mockApi({ 'GET /api/auth/me': { status: 401, body: { message: 'Tu sesión expiró' } } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out and forces /login when a later call answers 401', async () => {
    mockApi({ 'GET /api/links': { status: 401, body: { message: 'Tu sesión expiró' } } });
    signIn();
    renderApp('/dashboard');
    await screen.findByText('Hola, Luna Martínez');
    const { api } = await import('../lib/api-client');
    await act(async () => {
      await api.get('/links').catch(() => undefined);
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(currentUrl()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

function SpotifyResult() {
  const { params } = useOAuthCallback('spotify_');
  return <output data-testid="spotify-result">{params ? JSON.stringify(params) : 'none'}</output>;
}

describe('OAuth return handling', () => {
  it('strips mp_ and spotify_ parameters, keeps the others and exposes the result', async () => {
    mockApi();
    signIn();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A screen that does not consume the result itself, so the probe still sees it.
    renderApp('/dashboard/goals?spotify_success=true&tab=search&mp_error=denied', <SpotifyResult />);
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/goals?tab=search'));
    expect(screen.getByTestId('spotify-result').textContent).toBe('{"spotify_success":"true"}');
    expect(info).toHaveBeenCalledWith('[oauth] spotify_success: true');
    expect(warn).toHaveBeenCalledWith('[oauth] mp_error: denied');
    expect(await screen.findByRole('heading', { level: 1, name: 'Objetivos' })).toBeTruthy();
  });

  it('sends a visitor with callback parameters to /login', async () => {
    mockApi();
    renderApp('/creadores-destacados?mp_success=true');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it('leaves URLs without callback parameters alone', async () => {
    mockApi();
    renderApp('/creadores-destacados?period=7d');
    expect(await screen.findByRole('heading', { name: 'Creadores Destacados' })).toBeTruthy();
    expect(currentUrl()).toBe('/creadores-destacados?period=7d');
  });
});

describe('navigation', () => {
  it('shows the visitor links, and the mobile menu toggles with aria-expanded', async () => {
    mockApi();
    renderApp('/creadores-destacados');
    await screen.findByRole('heading', { name: 'Creadores Destacados' });
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByText(`© ${new Date().getFullYear()} Enlazá`)).toBeTruthy();
  });

  it('opens the user menu, closes it on an outside click, and logs out to /', async () => {
    const { calls } = mockApi({
      'POST /api/auth/logout': { status: 500, body: { message: 'Error interno' } },
    });
    signIn();
    renderApp('/creadores-destacados');
    const button = await screen.findByRole('button', { name: /Luna, menú de usuario/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const menu = document.getElementById('user-menu');
    expect(menu?.querySelector('a[href="/dashboard/profile"]')?.textContent).toBe('Mi Perfil');
    expect(menu?.querySelector('a[href="/u/luna"]')?.textContent).toBe('Ver Perfil Público');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar Sesión' })[0] as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect((await screen.findAllByRole('link', { name: 'Crear mi página gratis' })).length).toBe(2);
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.find((c) => c.url === '/api/auth/logout')?.headers.get('authorization')).toBe(
      'Bearer token-123',
    );
  });

  it('"Salir" in the dashboard logs out and goes to /', async () => {
    mockApi({ 'POST /api/auth/logout': { body: { success: true } } });
    signIn();
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
