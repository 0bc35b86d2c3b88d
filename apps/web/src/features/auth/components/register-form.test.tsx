import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests } from '../../../testing/setup-dom';

setupDomTests();

async function openRegister() {
  setClientConfigForTests({
    publicUrl: 'https://enlaza.ar',
    features: { donationsScreen: false, analyticsScreen: false },
  });
  renderApp('/register');
  await screen.findByRole('heading', { name: 'Crea tu página' });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Crear mi página gratis' }) as HTMLButtonElement;
  const terms = screen.getByRole('checkbox') as HTMLInputElement;
  return { field, submit, terms };
}

function fill(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('register form', () => {
  it('keeps the submit button disabled until the terms are accepted', async () => {
    mockApi();
    const { submit, terms } = await openRegister();
    expect(submit.disabled).toBe(true);
    fireEvent.click(terms);
    expect(submit.disabled).toBe(false);
    fireEvent.click(terms);
    expect(submit.disabled).toBe(true);
  });

  it('strips and lowercases the username while typing and previews the URL', async () => {
    mockApi();
    const { field } = await openRegister();
    const username = field('Nombre de usuario');
    fill(username, 'Luna Música_2024!');
    expect(username.value).toBe('lunamsica2024');
    expect(screen.getByText(/Tu página:/).textContent).toBe('Tu página: enlaza.ar/u/lunamsica2024');
  });

  it('shows the spec messages on an empty submit, linked to their fields, and focuses the first', async () => {
    const { calls } = mockApi();
    const { field, submit, terms } = await openRegister();
    fireEvent.click(terms);
    fireEvent.click(submit);
    // The schemas load on demand (auth-validation.ts), so the messages come a moment later.
    await screen.findByText(AUTH_MESSAGES.nameRequired);
    const expected: Array<[string, string]> = [
      ['Nombre completo', AUTH_MESSAGES.nameRequired],
      ['Nombre de usuario', AUTH_MESSAGES.usernameRequired],
      ['Email', AUTH_MESSAGES.emailRequired],
      ['Contraseña', AUTH_MESSAGES.passwordRequired],
      ['Confirmar contraseña', AUTH_MESSAGES.confirmRequired],
    ];
    for (const [label, message] of expected) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(field('Nombre completo')));
    expect(calls).toHaveLength(0);
  });

  it('checks length, pattern-free username, email and matching passwords', async () => {
    mockApi();
    const { field, submit, terms } = await openRegister();
    fill(field('Nombre completo'), ' A ');
    fill(field('Nombre de usuario'), 'ab');
    fill(field('Email'), 'no-es-email');
    fill(field('Contraseña'), '12345');
    fill(field('Confirmar contraseña'), '1234');
    fireEvent.click(terms);
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.nameMin)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.usernameMin)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordMin)).toBeTruthy();
    fill(field('Contraseña'), '123456');
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.passwordsMismatch)).toBeTruthy();
  });

  async function fillValid() {
    const form = await openRegister();
    fill(form.field('Nombre completo'), 'Luna Martínez');
    fill(form.field('Nombre de usuario'), 'luna');
    fill(form.field('Email'), 'Luna@Example.com');
    fill(form.field('Contraseña'), 'secreto1');
    fill(form.field('Confirmar contraseña'), 'secreto1');
    fireEvent.click(form.terms);
    return form;
  }

  it('registers with full_name and lands on /dashboard', async () => {
    const { calls } = mockApi({
      'POST /api/auth/register': {
        status: 201,
        body: { success: true, data: { token: 'new', user: sampleUser() } },
      },
    });
    const { submit } = await fillValid();
    fireEvent.click(submit);
    expect(await screen.findByText('Hola, Luna Martínez')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      full_name: 'Luna Martínez',
      username: 'luna',
      email: 'luna@example.com',
      password: 'secreto1',
    });
    expect(localStorage.getItem('token')).toBe('new');
  });

  it('maps server field errors onto the matching field', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 409,
        body: {
          message: AUTH_MESSAGES.usernameTaken,
          errors: [{ field: 'username', message: AUTH_MESSAGES.usernameTaken }],
        },
      },
    });
    const { submit, field } = await fillValid();
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.usernameTaken)).toBeTruthy();
    expect(field('Nombre de usuario').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message, or the default one when there is none', async () => {
    mockApi({ 'POST /api/auth/register': { status: 429, body: { message: 'Demasiados intentos.' } } });
    const first = await fillValid();
    fireEvent.click(first.submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiados intentos.');

    mockApi({ 'POST /api/auth/register': { status: 502 } });
    fireEvent.click(first.submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.registerFailed));
  });
});
