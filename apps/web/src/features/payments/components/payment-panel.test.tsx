import { TWO_FACTOR_MESSAGES } from '@enlaza/shared/auth';
import { PAYMENT_MESSAGES, type PaymentConnectionView } from '@enlaza/shared/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const authorized: PaymentConnectionView = {
  status: 'authorized',
  authData: {
    mpUserId: '7001',
    email: 'luna@mp.test',
    authorizedAt: '2026-03-01T12:00:00.000Z',
    refreshedAt: null,
  },
  simulated: true,
  expiringSoon: false,
  lastChecked: '2026-03-10T12:00:00.000Z',
  canConnect: false,
  canRevoke: true,
};
const revoked: PaymentConnectionView = {
  ...authorized,
  status: 'revoked',
  authData: null,
  canConnect: true,
  canRevoke: false,
};

const home = {
  'GET /api/stats/dashboard': { status: 404, body: { message: 'Ruta no encontrada' } },
  'GET /api/links': { body: { links: [] } },
  'GET /api/goals': { body: { goals: [] } },
};

function status(view: PaymentConnectionView) {
  return { 'GET /api/mercadopago/status': { body: { success: true, data: view } } };
}

async function openDashboard(url = '/dashboard') {
  signIn(sampleUser());
  renderApp(url);
  return screen.findByRole('region', { name: 'MercadoPago' }, { timeout: 10_000 });
}

const badge = () => screen.getByRole('button', { name: /opciones/ });

describe('payment badge and panel', { timeout: 20_000 }, () => {
  it('shows the connected account and disconnects after confirmation', async () => {
    const { calls } = mockApi({
      ...home,
      ...status(authorized),
      'POST /api/mercadopago/revoke': {
        body: { success: true, message: PAYMENT_MESSAGES.revoked, data: revoked },
      },
    });
    const panel = await openDashboard();
    await within(panel).findByText(PAYMENT_MESSAGES.connected);
    expect(badge().textContent).toContain('MP Conectado');
    expect(badge().className).toContain('mp-badge-green');
    expect(within(panel).getByText(PAYMENT_MESSAGES.simulated)).toBeTruthy();
    expect(within(panel).getByText('7001')).toBeTruthy();
    expect(within(panel).getByText('luna@mp.test')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: PAYMENT_MESSAGES.disconnect }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desconectar MercadoPago' });
    // Cancel first: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.url === '/api/mercadopago/revoke')).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: PAYMENT_MESSAGES.disconnect }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: PAYMENT_MESSAGES.disconnect,
      }),
    );
    expect(await within(panel).findByText(PAYMENT_MESSAGES.revoked)).toBeTruthy();
    expect(within(panel).getByText(PAYMENT_MESSAGES.revokedNote)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: PAYMENT_MESSAGES.reconnect })).toBeTruthy();
    expect(badge().textContent).toContain('MP Revocado');
  });

  it('suggests two-step login once connected while it is off, linking to the profile section', async () => {
    const twoFactor = (enabled: boolean) => ({
      'GET /api/auth/2fa': {
        body: { success: true, data: { enabled, recovery_codes_left: enabled ? 10 : 0 } },
      },
    });
    mockApi({ ...home, ...status(authorized), ...twoFactor(false) });
    const panel = await openDashboard();
    expect(await within(panel).findByText(TWO_FACTOR_MESSAGES.suggestTitle)).toBeTruthy();
    const link = within(panel).getByRole('link', { name: TWO_FACTOR_MESSAGES.suggestLink });
    expect(link.getAttribute('href')).toBe('/dashboard/profile#verificacion-en-dos-pasos');
  });

  it('says nothing about two-step login when it is already on', async () => {
    mockApi({
      ...home,
      ...status(authorized),
      'GET /api/auth/2fa': { body: { success: true, data: { enabled: true, recovery_codes_left: 10 } } },
    });
    const panel = await openDashboard();
    await within(panel).findByText(PAYMENT_MESSAGES.connected);
    await waitFor(() => expect(within(panel).queryByText(TWO_FACTOR_MESSAGES.suggestTitle)).toBeNull());
  });

  it('invites to connect and goes to the authorization page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      ...home,
      ...status({ ...revoked, status: 'pending' }),
      'POST /api/mercadopago/oauth/initiate': {
        body: {
          success: true,
          data: { redirectUrl: 'http://localhost/simulador/mercadopago/autorizar?x=1' },
        },
      },
    });
    const panel = await openDashboard();
    const connect = await within(panel).findByRole('button', { name: PAYMENT_MESSAGES.connect });
    expect(within(panel).getByText(PAYMENT_MESSAGES.safeAndReversible)).toBeTruthy();
    // The pending badge has no text, only its spoken label.
    expect(badge().querySelector('.mp-badge-text')).toBeNull();
    expect(badge().className).toContain('mp-badge-yellow');
    fireEvent.click(connect);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/simulador/mercadopago/autorizar?x=1'),
    );
    expect(within(panel).getByText(PAYMENT_MESSAGES.redirecting)).toBeTruthy();
  });

  it('handles the return from the provider: mp_error shows the reason and the retry button text', async () => {
    mockApi({ ...home, ...status({ ...revoked, status: 'error' }) });
    const panel = await openDashboard('/dashboard?mp_error=access_denied');
    expect(
      await within(panel).findByText('Error de autorización: cancelaste la autorización en MercadoPago'),
    ).toBeTruthy();
    expect(within(panel).getByText(PAYMENT_MESSAGES.authErrorTitle)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: PAYMENT_MESSAGES.retryConnection })).toBeTruthy();
    expect(badge().textContent).toContain('Error MP');
    // The parameter is gone from the address.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it('mp_success=true re-checks the status at once, forced', async () => {
    const { calls } = mockApi({ ...home, ...status(authorized) });
    const panel = await openDashboard('/dashboard?mp_success=true');
    await within(panel).findByText(PAYMENT_MESSAGES.connected);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/mercadopago/status?force=true')).toBe(true));
  });

  it("the badge menu's settings action leads to the panel while the donations screen is off", async () => {
    mockApi({ ...home, ...status(authorized) });
    signIn(sampleUser());
    renderApp('/dashboard/links');
    await waitFor(() => expect(badge().textContent).toContain('MP Conectado'), { timeout: 10_000 });
    fireEvent.click(badge());
    const menu = screen.getByRole('menu', { name: 'Opciones de MercadoPago' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual([PAYMENT_MESSAGES.verify, 'Configurar pagos']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Configurar pagos' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    const panel = await screen.findByRole('region', { name: 'MercadoPago' });
    await waitFor(() => expect(document.activeElement).toBe(panel));
  });

  it('the settings action opens the donations screen when it is switched on', async () => {
    setClientConfigForTests({
      publicUrl: 'http://localhost',
      features: { donationsScreen: true, analyticsScreen: false },
    });
    mockApi({
      ...status(authorized),
      'GET /api/donations/received': {
        body: {
          success: true,
          data: {
            donations: [],
            pagination: { current_page: 1, total_pages: 0, total_donations: 0, has_more: false },
            stats: { total_received: 0, approved_count: 0, average: 0 },
          },
        },
      },
      ...home,
    });
    signIn(sampleUser());
    renderApp('/dashboard/links');
    await waitFor(() => expect(badge().textContent).toContain('MP Conectado'), { timeout: 10_000 });
    fireEvent.click(badge());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Configurar pagos' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/donations'));
    expect(
      await screen.findByRole('heading', { name: 'Historial de donaciones' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
