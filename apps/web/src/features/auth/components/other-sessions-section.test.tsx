import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

type Handlers = NonNullable<Parameters<typeof mockApi>[0]>;

function profileApi(logoutOthers: Handlers[string]) {
  return mockApi({
    'GET /api/categories': { body: { success: true, categories: DEFAULT_CATEGORIES } },
    'GET /api/links': { body: { success: true, data: { links: [] } } },
    'GET /api/goals': { body: { success: true, data: { goal: null, goals: [] } } },
    'GET /api/events': { body: { success: true, data: { events: [], pagination: { total_events: 0 } } } },
    'POST /api/auth/logout-others': logoutOthers,
  });
}

async function openProfile() {
  signIn(sampleUser(), 'esta-sesion');
  renderApp('/dashboard/profile');
  return screen.findByRole('button', { name: 'Cerrar las demás sesiones' }, { timeout: 10_000 });
}

// The whole dashboard renders around the editor: slow on a busy machine.
describe('closing the other sessions from the profile screen', { timeout: 20_000 }, () => {
  it('asks first, then ends the other sessions with this one’s token and says so in Spanish', async () => {
    const { calls } = profileApi({
      body: { success: true, message: AUTH_MESSAGES.otherSessionsEnded, data: { ended: 2 } },
    });
    fireEvent.click(await openProfile());
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar las demás sesiones?' });
    expect(calls.some((c) => c.url.endsWith('/logout-others'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));
    expect(await screen.findByText(AUTH_MESSAGES.otherSessionsEnded, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const call = calls.find((c) => c.url.endsWith('/api/auth/logout-others'));
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer esta-sesion');
    // This session stays: the editor is still there.
    expect(screen.getByRole('heading', { name: 'Datos básicos' })).toBeTruthy();
  });

  it('does nothing when the creator cancels', async () => {
    const { calls } = profileApi({ body: { success: true, message: 'x', data: { ended: 0 } } });
    fireEvent.click(await openProfile());
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/logout-others'))).toBe(false);
  });

  it('shows the error in Spanish when the server refuses', async () => {
    profileApi({ status: 500, body: { message: 'Error interno del servidor. Intenta de nuevo más tarde.' } });
    fireEvent.click(await openProfile());
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesiones' }),
    );
    expect(await screen.findByText('Error interno del servidor. Intenta de nuevo más tarde.')).toBeTruthy();
  });
});
