import type { PublicDonationStatus } from '@enlaza/shared/donations';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { mockApi, setupDomTests } from '../../testing/setup-dom';

setupDomTests();

const ID = '0b7f3c3e-8a4c-4c8e-9d7e-1f2a3b4c5d6e';
const donation = (status: PublicDonationStatus['status']): PublicDonationStatus => ({
  id: ID,
  status,
  amount: 1500,
  goal_title: 'Grabar el disco',
  creator: { username: 'luna', full_name: 'Luna Martínez' },
});

const statusUrl = `GET /api/donations/${ID}/status`;

describe('donation return page', { timeout: 20_000 }, () => {
  it('polls while pending and thanks the donor once approved, linking back to the profile', async () => {
    const answers = [donation('pending'), donation('approved')];
    const { calls } = mockApi({
      [statusUrl]: () => ({
        body: { success: true, data: { donation: answers.shift() ?? donation('approved') } },
      }),
    });
    renderApp(`/donacion/${ID}?resultado=aprobado&payment_id=555`);
    expect(
      await screen.findByRole('heading', { name: 'Tu pago está pendiente' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: '¡Gracias por tu aporte!' }, { timeout: 6000 }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'El pago fue aprobado. Tu aporte va a la cuenta de Mercado Pago de Luna Martínez y suma a su objetivo «Grabar el disco».',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/1\.500/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al perfil de Luna Martínez' }).getAttribute('href')).toBe(
      '/u/luna',
    );
    const asked = calls.filter((c) => c.url.startsWith(`/api/donations/${ID}/status`)).map((c) => c.url);
    expect(asked).toEqual([`/api/donations/${ID}/status?payment_id=555`, `/api/donations/${ID}/status`]);
    // Final: no more questions.
    await new Promise((r) => setTimeout(r, 3000));
    expect(calls.filter((c) => c.url.startsWith(`/api/donations/${ID}/status`))).toHaveLength(2);
  });

  it('offers to try again from the profile after a rejected payment', async () => {
    mockApi({ [statusUrl]: { body: { success: true, data: { donation: donation('rejected') } } } });
    renderApp(`/donacion/${ID}?resultado=rechazado`);
    expect(
      await screen.findByRole('heading', { name: 'El pago fue rechazado' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' }).getAttribute('href')).toBe('/u/luna');
  });

  it("says 'Donación no encontrada' for an unknown id and 'Error al consultar estado' on failure", async () => {
    mockApi({ [statusUrl]: { status: 404, body: { message: 'Donación no encontrada' } } });
    renderApp(`/donacion/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Donación no encontrada' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("says 'Error al consultar estado' when the status cannot be read", async () => {
    mockApi({ [statusUrl]: { status: 500, body: { message: 'Error interno' } } });
    renderApp(`/donacion/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Error al consultar estado' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a consultar' })).toBeTruthy();
  });
});
