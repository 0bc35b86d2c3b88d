import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests } from '../../../testing/setup-dom';

setupDomTests();

async function openLogin() {
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
  return {
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Contraseña') as HTMLInputElement,
    remember: screen.getByLabelText('Recordarme') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Iniciar Sesión' }),
  };
}

describe('login form', () => {
  it('shows the spec messages on an empty or short submit', async () => {
    const { calls } = mockApi();
    const { email, password, submit } = await openLogin();
    fireEvent.click(submit);
    // The schemas load on demand (auth-validation.ts), so the messages come a moment later.
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'luna@' } });
    fireEvent.change(password, { target: { value: 'ab' } });
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.loginPasswordMin)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('logs in, fetches the theme with the new token and goes to /dashboard', async () => {
    const theme = { primary_color: '#123456', accent_color: '#654321', background_style: 'subtle' };
    const { calls } = mockApi({
      'POST /api/auth/login': { body: { success: true, data: { token: 'fresh', user: sampleUser() } } },
      'GET /api/users/profile/theme': { body: { success: true, data: { theme } } },
    });
    const { email, password, submit } = await openLogin();
    fireEvent.change(email, { target: { value: 'luna@example.com' } });
    fireEvent.change(password, { target: { value: 'secreto1' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Hola, Luna Martínez')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'luna@example.com', password: 'secreto1' });
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer fresh');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').theme).toEqual(theme);
  });

  it("says 'Iniciando sesión...' while the server answers", async () => {
    mockApi();
    const { email, password, submit } = await openLogin();
    const pending = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    fireEvent.change(email, { target: { value: 'luna@example.com' } });
    fireEvent.change(password, { target: { value: 'secreto1' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Iniciando sesión...' })).toBeTruthy();
    pending.mockRestore();
  });

  it('keeps the session for this tab only when "Recordarme" is off', async () => {
    mockApi({
      'POST /api/auth/login': { body: { success: true, data: { token: 'tab', user: sampleUser() } } },
    });
    const { email, password, remember, submit } = await openLogin();
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    fireEvent.change(email, { target: { value: 'luna@example.com' } });
    fireEvent.change(password, { target: { value: 'secreto1' } });
    fireEvent.click(submit);
    await screen.findByText('Hola, Luna Martínez');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('tab');
  });

  it('shows the server message on failure, else "Error al iniciar sesión"', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } } });
    const { email, password, submit } = await openLogin();
    fireEvent.change(email, { target: { value: 'luna@example.com' } });
    fireEvent.change(password, { target: { value: 'equivocada' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(screen.getByTestId('location').textContent).toBe('/login');

    mockApi({ 'POST /api/auth/login': { status: 503 } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.loginFailed));
  });

  it('maps server field errors onto email and password', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 400,
        body: {
          message: 'Revisa los datos ingresados',
          errors: [{ field: 'email', message: 'El email no es válido' }],
        },
      },
    });
    const { email, password, submit } = await openLogin();
    fireEvent.change(email, { target: { value: 'luna@example.com' } });
    fireEvent.change(password, { target: { value: 'secreto1' } });
    fireEvent.click(submit);
    expect(await screen.findByText('El email no es válido')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
