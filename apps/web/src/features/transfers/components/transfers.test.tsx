import { TRANSFER_MESSAGES as M } from '@enlaza/shared/transfers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { mockApi, setupDomTests } from '../../../testing/setup-dom';
import { ConfirmedTransfers } from './confirmed-transfers';
import { TransferDetailsPanel } from './transfer-details-panel';

setupDomTests();

const transfer = {
  id: 3,
  amount: 2000,
  note: 'Gorra del sábado',
  label: 'Transferencia confirmada por Ana',
  received_at: '2026-11-28T23:00:00.000Z',
  created_at: '2026-11-28T23:00:00.000Z',
  goal: null,
  event: null,
};

describe('transfers on the dashboard (issue 32)', () => {
  it("shows the server's field error under the CVU and the saved details with the concept code", async () => {
    let saved = false;
    const { calls } = mockApi({
      'GET /api/payments/transfer-details': () => ({ body: { success: true, data: { details: null } } }),
      'PUT /api/payments/transfer-details': (call) => {
        const body = call.body as { cvu: string };
        if (body.cvu !== '0000003100123456789016')
          return {
            status: 400,
            body: { message: M.cvuCheckDigits, errors: [{ field: 'cvu', message: M.cvuCheckDigits }] },
          };
        saved = true;
        const details = { alias: null, cvu: body.cvu, holder_name: 'Ana', code: 'K7P3QX' };
        return { body: { success: true, message: M.detailsSaved, data: { details } } };
      },
    });
    renderWithQuery(<TransferDetailsPanel />);
    fireEvent.change(await screen.findByLabelText('CVU o CBU'), {
      target: { value: '0000003100123456789017' },
    });
    fireEvent.change(screen.getByLabelText('Nombre del titular'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.cvuCheckDigits)).toBeTruthy();
    // The field in error takes the focus; typing in it clears its error.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CVU o CBU')));
    fireEvent.change(screen.getByLabelText('CVU o CBU'), { target: { value: '0000003100123456789016' } });
    expect(screen.queryByText(M.cvuCheckDigits)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.detailsSaved)).toBeTruthy();
    expect(saved).toBe(true);
    expect(screen.getByText('K7P3QX')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('lists confirmed transfers after loading, says so when there are none, and confirms one', async () => {
    let list: object[] = [];
    const { calls } = mockApi({
      'GET /api/transfers': () => ({ body: { success: true, data: { transfers: list } } }),
      'POST /api/transfers': () => {
        list = [transfer];
        return { status: 201, body: { success: true, message: M.recorded, data: { transfer } } };
      },
    });
    renderWithQuery(<ConfirmedTransfers events={[]} />);
    expect(screen.getByText('Cargando transferencias...')).toBeTruthy();
    expect(await screen.findByText('Todavía no confirmaste transferencias.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Monto que llegó'), { target: { value: '2.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar transferencia' }));
    expect(await screen.findByText(M.recorded)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Transferencia confirmada por Ana/)).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: '2.000',
      note: '',
      event_id: null,
      received_at: null,
    });
  });
});
