import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { SENSITIVE_MESSAGES } from '@enlaza/shared/public';
import { fireEvent, screen, within } from '@testing-library/react';
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
    'PUT /api/users/profile': put,
  });
}

async function openBox() {
  signIn(sampleUser());
  renderApp('/dashboard/profile');
  const heading = await screen.findByRole('heading', { name: SENSITIVE_MESSAGES.label }, { timeout: 10_000 });
  const section = heading.parentElement as HTMLElement;
  const box = within(section).getByRole('checkbox', { name: SENSITIVE_MESSAGES.label }) as HTMLInputElement;
  return { section, box };
}

describe("profile: 'Contenido para mayores de 18'", { timeout: 20_000 }, () => {
  it('is ticked at once, while the save is on its way, and stays ticked once saved', async () => {
    const { calls } = profileApi(() => ({
      body: { success: true, data: { user: { ...sampleUser(), sensitive_content: true } } },
    }));
    const { section, box } = await openBox();
    expect(box.checked).toBe(false);

    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(await within(section).findByText('Perfil actualizado correctamente')).toBeTruthy();
    expect(box.checked).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ sensitive_content: true }]);
  });

  it('goes back to the saved state and says so when saving fails', async () => {
    profileApi({ status: 500, body: { message: 'Error interno del servidor' } });
    const { section, box } = await openBox();
    fireEvent.click(box);
    expect(await within(section).findByText('Error interno del servidor')).toBeTruthy();
    expect(box.checked).toBe(false);
  });
});
