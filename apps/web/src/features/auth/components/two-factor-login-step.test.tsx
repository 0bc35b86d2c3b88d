import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests } from '../../../testing/setup-dom';

setupDomTests();

const challenge = { success: true, data: { two_factor_required: true, challenge_token: 'desafio' } };

async function passwordStep() {
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Bienvenido de nuevo' }, { timeout: 10_000 });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'luna@example.com' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreto1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  return (await screen.findByLabelText(M.codeLabel, {}, { timeout: 10_000 })) as HTMLInputElement;
}

describe('login: the two-step code', { timeout: 40_000 }, () => {
  it("asks for 'Código de verificación' after the password and opens the session with the code", async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa/verify': { body: { success: true, data: { token: 'fresh', user: sampleUser() } } },
    });
    const code = await passwordStep();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: M.verify }));
    expect(await screen.findByText('Hola, Luna Martínez', {}, { timeout: 15_000 })).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/2fa/verify'))?.body).toEqual({
      challenge_token: 'desafio',
      code: '123 456',
    });
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('shows a wrong code on the field, takes a recovery code instead, and offers a new login when it expired', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: M.codeInvalid, errors: [{ field: 'code', message: M.codeInvalid }] },
    };
    const { calls } = mockApi({
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa/verify': () => answer,
    });
    const code = await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: M.verify }));
    expect(await screen.findByText(M.codeRequired)).toBeTruthy();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: M.verify }));
    expect(await screen.findByText(M.codeInvalid)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: M.useRecoveryCode }));
    const recovery = screen.getByLabelText(M.recoveryCodeLabel);
    fireEvent.change(recovery, { target: { value: 'abcde-fghjk' } });
    answer = { status: 401, body: { message: M.challengeExpired } };
    fireEvent.click(screen.getByRole('button', { name: M.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.challengeExpired);
    expect(calls.at(-1)?.body).toEqual({ challenge_token: 'desafio', recovery_code: 'abcde-fghjk' });
    fireEvent.click(screen.getByRole('button', { name: M.backToLogin }));
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeTruthy();
  });
});
