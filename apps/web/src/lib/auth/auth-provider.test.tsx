import { act, fireEvent, screen } from '@testing-library/react';
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
