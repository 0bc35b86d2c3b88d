import type { MonthlySupporter, MonthlyTier } from '@enlaza/shared/monthly';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';
import { supportersCsv } from '../utils/supporters-csv';

setupDomTests();

const tier = (overrides: Partial<MonthlyTier> = {}): MonthlyTier => ({
  id: 1,
  name: 'Club del disco',
  amount: 2000,
  description: 'Un tema inédito por mes',
  active: true,
  active_supporters: 1,
  created_at: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

const supporter = (id: string, overrides: Partial<MonthlySupporter> = {}): MonthlySupporter => ({
  id,
  name: 'Ana',
  tier: { id: 1, name: 'Club del disco', amount: 2000 },
  status: 'authorized',
  since: '2026-03-02T15:00:00.000Z',
  last_charge_at: '2026-03-02T15:00:00.000Z',
  next_charge_at: '2026-04-02T15:00:00.000Z',
  ...overrides,
});

const summary = { active: 1, monthly_income: 2000, cancelled_this_month: 1 };
const authorized = {
  status: 'authorized',
  authData: { mpUserId: '7001', email: null, authorizedAt: '2026-03-01T12:00:00.000Z', refreshedAt: null },
  simulated: true,
  expiringSoon: false,
  lastChecked: null,
  canConnect: false,
  canRevoke: true,
};

function supportersAnswer(call: ApiCall) {
  const query = new URL(call.url, 'http://localhost').searchParams;
  const page = Number(query.get('page') ?? '1');
  if (query.get('status') === 'paused') {
    return {
      body: {
        success: true,
        data: { supporters: [], summary, pagination: { current_page: 1, total_pages: 0, total: 0 } },
      },
    };
  }
  const rows =
    page === 1
      ? [supporter('s1'), supporter('s2', { name: null, status: 'cancelled', next_charge_at: null })]
      : [supporter('s3', { name: 'Beto', status: 'pending', last_charge_at: null })];
  return {
    body: {
      success: true,
      data: { supporters: rows, summary, pagination: { current_page: page, total_pages: 2, total: 3 } },
    },
  };
}

async function openScreen(handlers: Parameters<typeof mockApi>[0] = {}) {
  const mocked = mockApi({
    'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
    'GET /api/monthly/tiers': { body: { success: true, data: { tiers: [tier()] } } },
    'GET /api/monthly/supporters': supportersAnswer,
    ...handlers,
  });
  setClientConfigForTests({
    publicUrl: 'http://localhost',
    features: { donationsScreen: true, analyticsScreen: false },
  });
  signIn(sampleUser());
  renderApp('/dashboard/monthly');
  await screen.findByRole('heading', { name: 'Aportes mensuales', level: 2 }, { timeout: 10_000 });
  return mocked;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe("the 'Aportes mensuales' screen", { timeout: 20_000 }, () => {
  it('shows the three figures, the no-commission note, the tiers and the supporters with Spanish labels', async () => {
    await openScreen();
    expect(text(screen.getByTestId('monthly-figure-active'))).toBe('Aportes activos1');
    expect(text(screen.getByTestId('monthly-figure-income'))).toBe('Ingreso mensual$ 2.000');
    expect(text(screen.getByTestId('monthly-figure-cancelled'))).toBe('Bajas este mes1');
    expect(screen.getByText('Los aportes mensuales no tienen comisión de la plataforma.')).toBeTruthy();
    const tierCard = screen.getByTestId('monthly-tier');
    expect(text(tierCard)).toContain('Club del disco');
    expect(text(tierCard)).toContain('$ 2.000 por mes');
    expect(text(tierCard)).toContain('1 aporte activo');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Nombre',
      'Nivel',
      'Desde',
      'Estado',
      'Último cobro',
      'Próximo cobro',
      'Acciones',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(text(rows[0])).toContain('Ana');
    expect(text(rows[0])).toContain('Activa');
    expect(text(rows[0])).toContain('02/03/2026');
    expect(text(rows[0])).toContain('02/04/2026');
    expect(text(rows[1])).toContain('Anónimo');
    expect(text(rows[1])).toContain('Cancelada');
    // A cancelled supporter has nothing left to cancel.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('filters by status and pages through the list', async () => {
    const { calls } = await openScreen();
    const filter = screen.getByLabelText('Estado') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Todos',
      'Pendiente',
      'Activa',
      'Pausada',
      'Cancelada',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(text(screen.getByRole('table'))).toContain('Beto'));
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(text(screen.getByRole('table'))).toContain('Pendiente');
    fireEvent.change(filter, { target: { value: 'paused' } });
    expect(await screen.findByText('Todavía no hay aportes mensuales con este estado.')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/monthly/supporters')).map((c) => c.url)).toContain(
      '/api/monthly/supporters?status=paused&page=1',
    );
  });

  it('creates a tier, showing the Spanish field errors of the form and of the server', async () => {
    const { calls } = await openScreen({
      'POST /api/monthly/tiers': (call) =>
        (call.body as { amount: number }).amount === 300000
          ? {
              body: { success: true, message: 'Nivel creado correctamente', data: { tier: tier({ id: 2 }) } },
            }
          : {
              status: 400,
              body: {
                success: false,
                message: 'Datos inválidos',
                errors: [{ field: 'name', message: 'Ya tienes un nivel con ese nombre' }],
              },
            },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo nivel' }));
    const form = screen.getByRole('form', { name: 'Nuevo nivel mensual' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar nivel' }));
    expect(await within(form).findByText('El nombre del nivel es requerido')).toBeTruthy();
    expect(within(form).getByText('El monto mensual debe ser un número entero de pesos')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Nombre del nivel'), { target: { value: 'Fan' } });
    fireEvent.change(within(form).getByLabelText('Monto por mes (ARS)'), { target: { value: '300000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar nivel' }));
    expect(await within(form).findByText('El monto mensual máximo es $ 250.000')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Monto por mes (ARS)'), { target: { value: '1500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar nivel' }));
    expect(await within(form).findByText('Ya tienes un nivel con ese nombre')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Fan',
      amount: 1500,
      description: '',
      active: true,
    });
  });

  it('locks the amount of a tier with active supporters and says why', async () => {
    const { calls } = await openScreen({
      'PUT /api/monthly/tiers/1': {
        body: {
          success: true,
          message: 'Nivel actualizado correctamente',
          data: { tier: tier({ name: 'Club' }) },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar nivel mensual' });
    const amount = within(form).getByLabelText('Monto por mes (ARS)') as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(
      within(form).getByText(
        'No puedes cambiar el monto de un nivel con aportes activos. Crea otro nivel y cierra este a nuevos aportes.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Nombre del nivel'), { target: { value: 'Club' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar nivel' }));
    expect(await screen.findByText('Nivel actualizado correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Club', amount: 2000 });
  });

  it('cancels a supporter only after the confirmation', async () => {
    const { calls } = await openScreen({
      'POST /api/monthly/supporters/s1/cancel': {
        body: {
          success: true,
          message: 'Aporte mensual cancelado',
          data: { supporter: supporter('s1', { status: 'cancelled' }) },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar aporte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar aporte mensual' });
    expect(text(dialog)).toContain('¿Cancelar el aporte mensual de Ana?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantener' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar aporte' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Cancelar aporte mensual' })).getByRole('button', {
        name: 'Sí, cancelar',
      }),
    );
    expect(await screen.findByText('Aporte mensual cancelado')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/monthly/supporters/s1/cancel',
    ]);
  });

  it('shows the error state with a retry when the data cannot be read', async () => {
    mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/monthly/tiers': { status: 500, body: { message: 'Error' } },
      'GET /api/monthly/supporters': supportersAnswer,
    });
    setClientConfigForTests({
      publicUrl: 'http://localhost',
      features: { donationsScreen: true, analyticsScreen: false },
    });
    signIn(sampleUser());
    renderApp('/dashboard/monthly');
    expect(
      await screen.findByText('No pudimos cargar tus aportes mensuales.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('the supporters CSV', () => {
  it('is a spreadsheet file for Argentina: BOM, semicolons, Spanish labels, formulas neutralized', () => {
    const csv = supportersCsv([
      supporter('s1'),
      supporter('s2', { name: '=HYPERLINK("x")', status: 'paused', last_charge_at: null }),
    ]);
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('\uFEFFNombre;Nivel;Monto por mes;Desde;Estado;Último cobro;Próximo cobro');
    expect(lines[1]).toBe('Ana;Club del disco;2.000,00;02/03/2026;Activa;02/03/2026;02/04/2026');
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")";Club del disco;2.000,00;02/03/2026;Pausada;—;02/04/2026`);
  });
});
