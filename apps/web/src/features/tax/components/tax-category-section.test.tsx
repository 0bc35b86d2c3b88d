import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

describe('profile: the monotributo category (issue 36)', { timeout: 20_000 }, () => {
  it("shows the saved category, saves another with PUT /api/tax/settings and links to 'Resumen para ARCA'", async () => {
    let category: string | null = 'B';
    const { calls } = mockApi({
      'GET /api/categories': { body: { success: true, data: { categories: DEFAULT_CATEGORIES } } },
      'GET /api/auth/2fa': { body: { success: true, data: { enabled: false, recovery_codes_left: 0 } } },
      'GET /api/users/profile/alerts': { body: { success: true, data: { donation_alerts: 'each' } } },
      // Only what the section reads of the summary.
      'GET /api/tax/summary': () => ({
        body: { success: true, data: { year: 2026, monotributo_category: category, ceiling: null } },
      }),
      'PUT /api/tax/settings': (call) => {
        category = (call.body as { monotributo_category: string | null }).monotributo_category;
        return {
          body: {
            success: true,
            message: 'Guardamos tu categoría.',
            data: { monotributo_category: category },
          },
        };
      },
    });
    signIn(sampleUser());
    renderApp('/dashboard/profile');
    const section = (await screen.findByRole('heading', { name: 'Monotributo' }, { timeout: 10_000 }))
      .parentElement as HTMLElement;
    const select = (await within(section).findByLabelText('Categoría del monotributo')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('B'));
    expect(within(section).getByRole('link', { name: 'Ver tu Resumen para ARCA' }).getAttribute('href')).toBe(
      '/dashboard/impuestos',
    );

    fireEvent.change(select, { target: { value: 'D' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Guardar categoría' }));
    expect(await within(section).findByText('Guardamos tu categoría.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { monotributo_category: 'D' },
    ]);

    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Guardar categoría' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { monotributo_category: 'D' },
        { monotributo_category: null },
      ]),
    );
  });
});
