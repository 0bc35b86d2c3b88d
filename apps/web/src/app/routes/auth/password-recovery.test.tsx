import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, setupDomTests } from '../../../testing/setup-dom';

setupDomTests();

describe('forgot password', () => {
  it('sends the email and shows the server message with the hint and a way back to login', async () => {
    const { calls } = mockApi({
      'POST /api/auth/forgot-password': { body: { success: true, message: AUTH_MESSAGES.forgotSent } },
    });
    renderApp('/forgot-password');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'luna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));
    expect(await screen.findByText(AUTH_MESSAGES.forgotSent)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.forgotHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(calls[0]?.body).toEqual({ email: 'luna@example.com' });
  });

  it('validates the email and puts server field errors on it', async () => {
    mockApi({
      'POST /api/auth/forgot-password': {
        status: 400,
        body: { message: 'Revisa los datos', errors: [{ field: 'email', message: 'El email no es válido' }] },
      },
    });
    renderApp('/forgot-password');
    const submit = await screen.findByRole('button', { name: 'Enviar enlace de recuperación' });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'luna@example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByText('El email no es válido')).toBeTruthy();
  });

  it('falls back to "Error sending password reset email"', async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 500 } });
    renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'luna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.forgotFailed);
  });
});

describe('reset password', () => {
  it('shows the invalid-link state when the token is missing', async () => {
    mockApi();
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Enlace inválido o expirado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
  });

  it('switches to the invalid-link state when the server rejects the token', async () => {
    mockApi({
      'POST /api/auth/reset-password': { status: 400, body: { message: AUTH_MESSAGES.resetInvalid } },
    });
    renderApp('/reset-password?token=old');
    fireEvent.change(await screen.findByLabelText('Nueva contraseña'), { target: { value: 'nueva123' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'nueva123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Enlace inválido o expirado' })).toBeTruthy();
  });

  it('validates, then resets with the token and offers to log in', async () => {
    const { calls } = mockApi({
      'POST /api/auth/reset-password': { body: { success: true, message: AUTH_MESSAGES.resetDone } },
    });
    renderApp('/reset-password?token=abc123');
    const password = await screen.findByLabelText('Nueva contraseña');
    const submit = screen.getByRole('button', { name: 'Guardar nueva contraseña' });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmResetRequired)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.passwordMax)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'nueva123' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'nueva124' } });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.passwordsMismatch)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'nueva123' } });
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.resetDone)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.resetHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(calls[0]?.body).toEqual({ token: 'abc123', password: 'nueva123' });
  });

  it('puts other server field errors on the password field', async () => {
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          message: 'Revisa los datos ingresados',
          errors: [{ field: 'password', message: AUTH_MESSAGES.passwordMin }],
        },
      },
    });
    renderApp('/reset-password?token=abc123');
    const password = await screen.findByLabelText('Nueva contraseña');
    fireEvent.change(password, { target: { value: 'nueva123' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'nueva123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordMin)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });
});
