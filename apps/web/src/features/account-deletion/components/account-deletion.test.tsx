import { ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

describe("'Eliminar mi cuenta'", { timeout: 45_000 }, () => {
  it('says it is done, in Spanish, on the home page where the creator lands signed out', async () => {
    const { calls } = mockApi({
      'GET /api/categories': { body: { success: true, data: { categories: DEFAULT_CATEGORIES } } },
      'GET /api/auth/2fa': { body: { success: true, data: { enabled: false, recovery_codes_left: 0 } } },
      'DELETE /api/users/me': { body: { success: true, message: M.deleted } },
      'POST /api/auth/logout': { status: 401, body: { success: false, message: 'Sesión expirada' } },
    });
    signIn(sampleUser());
    renderApp('/dashboard/profile');
    const title = await screen.findByRole('heading', { name: M.title }, { timeout: 30_000 });
    const section = title.closest('section') as HTMLElement;
    fireEvent.click(within(section).getByRole('button', { name: M.title }));
    fireEvent.change(within(section).getByLabelText(M.passwordLabel), { target: { value: 'secreta123' } });
    fireEvent.change(within(section).getByLabelText(M.usernameLabel('luna')), { target: { value: 'luna' } });
    fireEvent.click(within(section).getByRole('button', { name: M.submit }));

    const notice = await screen.findByTestId('account-deleted-notice', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain(M.deleted);
    expect(notice.textContent).toContain(M.deletedDetail);
    expect(screen.getByTestId('location').textContent).toBe('/');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/users/me')).toBe(true);
  });
});
