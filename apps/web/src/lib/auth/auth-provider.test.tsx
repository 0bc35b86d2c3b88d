import { ADMIN_MESSAGES, SUSPENDED_NOTICE } from '@enlaza/shared/admin';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../testing/setup-dom';
import { useAuth } from './auth-context';
import { readStoredSession, saveSession } from './auth-storage';

setupDomTests();

function RenameButton() {
  const { updateUser } = useAuth();
  return (
    <button type="button" onClick={() => updateUser({ full_name: 'Luna M.' })}>
      renombrar
    </button>
  );
}

describe('auth provider', () => {
  it('updateUser merges into the session and the stored user', async () => {
    mockApi();
    signIn();
    renderApp('/dashboard', <RenameButton />);
    await screen.findByText('Hola, Luna Martínez');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'renombrar' })));
    expect(await screen.findByText('Hola, Luna M.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      full_name: 'Luna M.',
      username: 'luna',
    });
  });

  it('treats a corrupted cached user as missing and checks the token with the server', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', '{not json');
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { data: { user: sampleUser({ full_name: 'Ana' }) } } },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/auth/me');
  });

  it('drops a cached user that has no token', async () => {
    localStorage.setItem('user', JSON.stringify(sampleUser()));
    mockApi();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('the account state from the server (issue 30, item 10)', () => {
  const suspended = { suspended_at: '2026-11-28T12:00:00.000Z', reason: 'Suplanta a otra artista' };

  it('a page reactivated since login: the notice is gone on load, and comes back on focus once suspended again', async () => {
    signIn(sampleUser({ suspension: suspended }));
    let current = sampleUser({ suspension: null });
    mockApi({ 'GET /api/auth/me': () => ({ body: { success: true, data: { user: current } } }) });
    renderApp('/dashboard');
    await screen.findByText('Hola, Luna Martínez');
    await waitFor(() => expect(screen.queryByText(SUSPENDED_NOTICE.title)).toBeNull());
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').suspension).toBeNull();

    current = sampleUser({ suspension: suspended });
    act(() => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(SUSPENDED_NOTICE.title)).toBeTruthy();
    expect(screen.getByText(SUSPENDED_NOTICE.reason(suspended.reason))).toBeTruthy();

    current = sampleUser({ suspension: null });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByText(SUSPENDED_NOTICE.title)).toBeNull());
  });

  it('the verification and the role follow the server too', async () => {
    signIn(sampleUser({ email_verified: false }));
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { success: true, data: { user: sampleUser({ role: 'admin' }) } } },
    });
    renderApp('/dashboard');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        email_verified: true,
        role: 'admin',
      }),
    );
    expect(calls.filter((c) => c.url === '/api/auth/me').length).toBeGreaterThanOrEqual(1);
  });

  it('an operator whose role came after the cached login reaches the console on load', async () => {
    signIn(sampleUser({ role: 'creator' }));
    mockApi({
      'GET /api/auth/me': { body: { success: true, data: { user: sampleUser({ role: 'admin' }) } } },
    });
    renderApp('/admin');
    expect(await screen.findByRole('navigation', { name: ADMIN_MESSAGES.console })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });
});

describe('auth storage', () => {
  it('keeps a remembered session in localStorage and a tab session in sessionStorage', () => {
    saveSession('a', sampleUser(), true);
    expect(readStoredSession()).toMatchObject({ token: 'a', user: { username: 'luna' } });
    expect(sessionStorage.getItem('token')).toBeNull();
    saveSession('b', sampleUser({ username: 'sol' }), false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readStoredSession()).toMatchObject({ token: 'b', user: { username: 'sol' } });
  });
});
