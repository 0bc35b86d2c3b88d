import { DONATION_CHIPS_MESSAGES as M } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/money';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { mockApi, setupDomTests } from '../../../testing/setup-dom';
import { DonationChipsPanel } from './donation-chips-panel';

setupDomTests();

const defaults = { amounts: null, today_amounts: null, indexed_by: 'none', base_day: null };

describe("'Montos sugeridos' (issue 33)", () => {
  it("shows the server's field error, then saves three amounts kept in today's pesos, and goes back", async () => {
    const { calls } = mockApi({
      'GET /api/donation-chips': () => ({ body: { success: true, data: { chips: defaults } } }),
      'PUT /api/donation-chips': (call) => {
        const body = call.body as {
          amount_1: string;
          amount_2: string;
          amount_3: string;
          indexed_by: string;
        };
        if (body.amount_1 === '0')
          return {
            status: 400,
            body: { message: M.amountMin, errors: [{ field: 'amount_1', message: M.amountMin }] },
          };
        const chips = {
          amounts: [1500, 3000, 6000],
          today_amounts: [1500, 3000, 6000],
          indexed_by: body.indexed_by,
          base_day: '2026-11-28',
        };
        return { body: { success: true, message: M.saved, data: { chips } } };
      },
      'DELETE /api/donation-chips': () => ({
        body: { success: true, message: M.reset, data: { chips: defaults } },
      }),
    });
    renderWithQuery(<DonationChipsPanel />);
    fireEvent.change(await screen.findByLabelText(M.fieldLabel(1)), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(M.fieldLabel(2)), { target: { value: '3.000' } });
    fireEvent.change(screen.getByLabelText(M.fieldLabel(3)), { target: { value: '6000' } });
    fireEvent.change(screen.getByLabelText(M.indexLabel), { target: { value: 'ipc' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    // The field's error sits under the first amount (with its icon, so matched by text content).
    await waitFor(() => expect(document.body.textContent).toContain(M.amountMin));

    fireEvent.change(screen.getByLabelText(M.fieldLabel(1)), { target: { value: '1.500' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(screen.getByTestId('chips-today').textContent).toBe(
      M.todayLine([1500, 3000, 6000].map((n) => formatARS(n)).join(' · ')),
    );
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({
      amount_1: '1.500',
      amount_2: '3.000',
      amount_3: '6000',
      indexed_by: 'ipc',
    });

    fireEvent.click(screen.getByRole('button', { name: M.useDefaults }));
    expect(await screen.findByText(M.reset)).toBeTruthy();
    expect((screen.getByLabelText(M.fieldLabel(1)) as HTMLInputElement).value).toBe('');
  });
});
