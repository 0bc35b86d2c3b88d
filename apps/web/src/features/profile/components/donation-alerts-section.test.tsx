import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

function profileApi(put: NonNullable<Parameters<typeof mockApi>[0]>[string]) {
  return mockApi({
    'GET /api/categories': { body: { success: true, data: { categories: DEFAULT_CATEGORIES } } },
    'GET /api/auth/2fa': { body: { success: true, data: { enabled: false, recovery_codes_left: 0 } } },
    'GET /api/links': { body: { success: true, data: { links: [] } } },
    'GET /api/goals': { body: { success: true, data: { goal: null, goals: [] } } },
    'GET /api/events': { body: { success: true, data: { events: [], pagination: { total_events: 0 } } } },
    'GET /api/users/profile/alerts': { body: { success: true, data: { donation_alerts: 'each' } } },
    'PUT /api/users/profile/alerts': put,
  });
}

async function openAlerts() {
  signIn(sampleUser());
  renderApp('/dashboard/profile');
  const section = (await screen.findByRole('heading', { name: 'Avisos de aportes' }, { timeout: 10_000 }))
    .parentElement as HTMLElement;
  const radio = (name: string) => within(section).getByRole('radio', { name }) as HTMLInputElement;
  await waitFor(() => expect(radio('Cada aporte').checked).toBe(true));
  return { section, radio };
}

describe("profile: 'Avisos de aportes'", { timeout: 20_000 }, () => {
  it("shows the saved choice and saves 'Resumen diario' as soon as it is picked", async () => {
    const { calls } = profileApi((call) => ({
      body: { success: true, message: 'Avisos de aportes guardados', data: call.body },
    }));
    const { section, radio } = await openAlerts();
    expect(radio('Resumen diario').checked).toBe(false);
    expect(radio('No enviar').checked).toBe(false);

    fireEvent.click(radio('Resumen diario'));
    // Picked at once, while the save is on its way (React must not put the old choice back).
    expect(radio('Resumen diario').checked).toBe(true);
    expect(await within(section).findByText('Avisos de aportes guardados')).toBeTruthy();
    expect(radio('Resumen diario').checked).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { donation_alerts: 'daily' },
    ]);
  });

  it('keeps the saved choice and says so when saving fails', async () => {
    profileApi({ status: 500, body: { message: 'Error interno del servidor' } });
    const { section, radio } = await openAlerts();
    fireEvent.click(radio('No enviar'));
    expect(await within(section).findByText('Error interno del servidor')).toBeTruthy();
    expect(radio('Cada aporte').checked).toBe(true);
    expect(radio('No enviar').checked).toBe(false);
  });
});
