import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

// The profile route loads lazily; loaded once here, the first test does not pay for it on a busy machine.
beforeAll(() => import('../../../app/routes/dashboard/profile-edit'), 60_000);

const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghj${i}`);

function profileApi(status: { enabled: boolean; recovery_codes_left: number } | null) {
  return mockApi({
    'GET /api/categories': { body: { success: true, data: { categories: DEFAULT_CATEGORIES } } },
    'GET /api/auth/2fa': status ? { body: { success: true, data: status } } : { status: 500, body: {} },
    'POST /api/auth/2fa/setup': {
      body: {
        success: true,
        data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x' },
      },
    },
    'POST /api/auth/2fa/enable': (call) =>
      (call.body as { code: string }).code === '123456'
        ? { body: { success: true, message: M.enabled, data: { recovery_codes: codes } } }
        : {
            status: 400,
            body: { message: M.codeInvalid, errors: [{ field: 'code', message: M.codeInvalid }] },
          },
    'POST /api/auth/2fa/disable': { body: { success: true, message: M.disabled } },
  });
}

async function openSection() {
  signIn(sampleUser());
  renderApp('/dashboard/profile');
  const heading = await screen.findByRole('heading', { name: M.title }, { timeout: 25_000 });
  return heading.closest('section') as HTMLElement;
}

describe("profile: 'Verificación en dos pasos'", { timeout: 50_000 }, () => {
  it('turns on with the QR, the secret and a code, then shows the ten recovery codes once', async () => {
    profileApi({ enabled: false, recovery_codes_left: 0 });
    const section = await openSection();
    expect(await within(section).findByText(M.statusOff)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: M.start }));
    expect(await within(section).findByRole('img', { name: M.qrAlt })).toBeTruthy();
    expect(within(section).getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    // On a phone the QR cannot be scanned by the phone itself: the otpauth:// link opens the app.
    const openApp = within(section).getByRole('link', { name: M.openApp });
    expect(openApp.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);

    const code = within(section).getByLabelText(M.codeLabel);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(section).getByRole('button', { name: M.confirm }));
    expect(await within(section).findByText(M.codeInvalid)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: M.confirm }));

    const list = await within(section).findByRole('list', { name: M.recoveryTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    fireEvent.click(within(section).getByRole('button', { name: M.recoveryDone }));
    await waitFor(() => expect(within(section).queryByRole('list')).toBeNull());
    expect(within(section).getByText(M.statusOn)).toBeTruthy();
    expect(within(section).getByText(M.recoveryLeft(10))).toBeTruthy();
  });

  it('turns off with the password and a code', async () => {
    const { calls } = profileApi({ enabled: true, recovery_codes_left: 9 });
    const section = await openSection();
    expect(await within(section).findByText(M.recoveryLeft(9))).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: M.disable }));
    expect(await within(section).findByText('La contraseña es requerida')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText(M.passwordLabel), { target: { value: 'secreto1' } });
    fireEvent.change(within(section).getByLabelText(M.disableCodeLabel), { target: { value: '654321' } });
    fireEvent.click(within(section).getByRole('button', { name: M.disable }));
    expect(await within(section).findByText(M.disabled)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/2fa/disable'))?.body).toEqual({
      password: 'secreto1',
      code: '654321',
    });
    expect(within(section).getByRole('button', { name: M.start })).toBeTruthy();
  });

  it('says when the status cannot be read and offers to retry', async () => {
    profileApi(null);
    const section = await openSection();
    expect(await within(section).findByText(M.loadFailed)).toBeTruthy();
    expect(within(section).getByRole('button', { name: M.retry })).toBeTruthy();
  });
});
