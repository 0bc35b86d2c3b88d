import { VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

type Handlers = NonNullable<Parameters<typeof mockApi>[0]>;

function profileApi(extra: Handlers) {
  return mockApi({
    'GET /api/categories': { body: { success: true, categories: DEFAULT_CATEGORIES } },
    'GET /api/links': { body: { success: true, data: { links: [] } } },
    'GET /api/goals': { body: { success: true, data: { goal: null, goals: [] } } },
    'GET /api/events': { body: { success: true, data: { events: [], pagination: { total_events: 0 } } } },
    ...extra,
  });
}

const unverified = sampleUser({ email_verified: false });
const me = (verified: boolean) => ({
  body: { success: true, data: { user: { ...unverified, email_verified: verified } } },
});

describe('verified email on the dashboard (issue 22)', { timeout: 45_000 }, () => {
  it('shows the banner while the email is not verified, and resends the link', async () => {
    const { calls } = profileApi({
      'GET /api/auth/me': me(false),
      'POST /api/auth/verification/resend': {
        body: { success: true, message: VERIFICATION_MESSAGES.resent },
      },
    });
    signIn(unverified, 'sesion');
    renderApp('/dashboard/profile');
    const banner = await screen.findByRole(
      'region',
      { name: VERIFICATION_MESSAGES.banner },
      { timeout: 20_000 },
    );
    expect(within(banner).getByText(VERIFICATION_MESSAGES.bannerHint(unverified.email))).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: VERIFICATION_MESSAGES.resend }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.resent)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/auth/verification/resend'))).toBe(
      true,
    );
  });

  it('shows the throttle message in Spanish', async () => {
    profileApi({
      'GET /api/auth/me': me(false),
      'POST /api/auth/verification/resend': {
        status: 429,
        body: { message: VERIFICATION_MESSAGES.tooManyResends },
      },
    });
    signIn(unverified, 'sesion');
    renderApp('/dashboard/profile');
    const banner = await screen.findByRole(
      'region',
      { name: VERIFICATION_MESSAGES.banner },
      { timeout: 20_000 },
    );
    fireEvent.click(within(banner).getByRole('button', { name: VERIFICATION_MESSAGES.resend }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.tooManyResends)).toBeTruthy();
  });

  it('drops the banner once the server says the email is verified', async () => {
    const { calls } = profileApi({ 'GET /api/auth/me': me(true) });
    signIn(unverified, 'sesion');
    renderApp('/dashboard/profile');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/auth/me'))).toBe(true), {
      timeout: 15_000,
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: VERIFICATION_MESSAGES.banner })).toBeNull(),
    );
    expect(JSON.parse(localStorage.getItem('user') ?? sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      email_verified: true,
    });
  });

  it('changes the email with the current password, showing the server’s field error', async () => {
    const { calls } = profileApi({
      'PUT /api/auth/email': {
        status: 400,
        body: {
          message: VERIFICATION_MESSAGES.wrongPassword,
          errors: [{ field: 'current_password', message: VERIFICATION_MESSAGES.wrongPassword }],
        },
      },
    });
    signIn(sampleUser(), 'sesion');
    renderApp('/dashboard/profile');
    const section = (
      await screen.findByRole('heading', { name: VERIFICATION_MESSAGES.changeTitle }, { timeout: 20_000 })
    ).closest('section') as HTMLElement;
    const submit = within(section).getByRole('button', { name: VERIFICATION_MESSAGES.changeSubmit });
    fireEvent.change(within(section).getByLabelText(VERIFICATION_MESSAGES.newEmail), {
      target: { value: 'nueva@example.com' },
    });
    fireEvent.click(submit);
    // No password: refused in the browser, nothing sent.
    expect(await within(section).findByText('La contraseña es requerida')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/api/auth/email'))).toBe(false);

    fireEvent.change(within(section).getByLabelText(VERIFICATION_MESSAGES.currentPassword), {
      target: { value: 'otra-clave' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(section).getAllByText(VERIFICATION_MESSAGES.wrongPassword).length).toBeGreaterThan(0),
    );
    const call = calls.find((c) => c.url.endsWith('/api/auth/email'));
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ email: 'nueva@example.com', current_password: 'otra-clave' });
  });
});
