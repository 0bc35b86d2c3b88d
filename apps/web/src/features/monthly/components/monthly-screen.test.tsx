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
  amount_locked: true,
  created_at: '2026-03-01T12:00:00.000Z',
  indexing: null,
  next_adjustment: null,
  adjustment: null,
  yearly_amount: null,
  open_amount_min: null,
  free_trial: false,
  ...overrides,
});

const supporter = (id: string, overrides: Partial<MonthlySupporter> = {}): MonthlySupporter => ({
  id,
  name: 'Ana',
  message: null,
  tier: { id: 1, name: 'Club del disco', amount: 2000 },
  frequency: 'monthly',
  amount: 2000,
  status: 'authorized',
  since: '2026-03-02T15:00:00.000Z',
  last_charge_at: '2026-03-02T15:00:00.000Z',
  kind: 'subscription',
  ends_at: null,
  next_retry_at: null,
  failure_reason: null,
  cancel_reason: null,
  next_charge_at: '2026-04-02T15:00:00.000Z',
  ...overrides,
});

const summary = {
  active: 1,
  monthly_income: 2000,
  cancelled_this_month: 1,
  payment_failed: 0,
  active_gifts: 0,
};
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
      ? [
          supporter('s1', { message: '¡Vamos, Ana!' }),
          supporter('s2', { name: null, status: 'cancelled', next_charge_at: null }),
        ]
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
    'GET /api/monthly/goal': { body: { success: true, data: { goal: null } } },
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
    // What they wrote when subscribing (issue 30), under the name.
    expect(text(rows[0])).toContain('“¡Vamos, Ana!”');
    expect(text(rows[0])).toContain('Activa');
    expect(text(rows[0])).toContain('02/03/2026');
    expect(text(rows[0])).toContain('02/04/2026');
    expect(text(rows[1])).toContain('Anónimo');
    expect(text(rows[1])).toContain('Cancelada');
    // A cancelled supporter has nothing left to cancel.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    // Phones (issue 30, item 9): the same supporters as cards, with the dates labelled.
    const cards = within(screen.getByRole('list', { name: 'Quienes te apoyan' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(text(cards[0])).toContain('Ana');
    expect(text(cards[0])).toContain('Activa');
    expect(text(cards[0])).toContain('Club del disco · $ 2.000');
    expect(text(cards[0])).toContain('Próximo cobro02/04/2026');
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Cancelar aporte' })).toBeTruthy();
    expect(text(cards[1])).toContain('Cancelada');
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
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
      'Pago rechazado',
      'Terminado',
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
      yearly_amount: null,
      open_amount_min: null,
      free_trial: false,
    });
  });

  it("takes the amount as es-AR writes it: '1.500' is sent as 1500 pesos, not refused", async () => {
    const { calls } = await openScreen({
      'POST /api/monthly/tiers': {
        body: { success: true, message: 'Nivel creado correctamente', data: { tier: tier({ id: 2 }) } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo nivel' }));
    const form = screen.getByRole('form', { name: 'Nuevo nivel mensual' });
    fireEvent.change(within(form).getByLabelText('Nombre del nivel'), { target: { value: 'Fan' } });
    fireEvent.change(within(form).getByLabelText('Monto por mes (ARS)'), { target: { value: '1.500' } });
    // Issue 34: the yearly amount read the same way, and the first free month.
    fireEvent.change(within(form).getByLabelText('Monto anual (opcional)'), { target: { value: '15.000' } });
    fireEvent.click(within(form).getByLabelText('Primer mes gratis'));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar nivel' }));
    expect(await screen.findByText('Nivel creado correctamente')).toBeTruthy();
    expect(screen.queryByText('El monto mensual debe ser un número entero de pesos')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Fan',
      amount: 1500,
      description: '',
      active: true,
      yearly_amount: 15_000,
      open_amount_min: null,
      free_trial: true,
    });
  });

  it('locks the amount of a tier whose only supporter is paused (not counted active) and says why', async () => {
    const { calls } = await openScreen({
      'GET /api/monthly/tiers': {
        body: { success: true, data: { tiers: [tier({ active_supporters: 0, amount_locked: true })] } },
      },
      'PUT /api/monthly/tiers/1': {
        body: {
          success: true,
          message: 'Nivel actualizado correctamente',
          data: { tier: tier({ name: 'Club' }) },
        },
      },
    });
    expect(text(screen.getByTestId('monthly-tier'))).toContain('0 aportes activos');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar nivel mensual' });
    const amount = within(form).getByLabelText('Monto por mes (ARS)') as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(
      within(form).getByText(
        'No puedes cambiar el monto de un nivel con aportes activos o pausados. Crea otro nivel y cierra este a nuevos aportes.',
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
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Cancelar aporte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar aporte mensual' });
    expect(text(dialog)).toContain('¿Cancelar el aporte mensual de Ana?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantener' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // On a phone the same supporter is a card (the table is hidden there), with its own button.
    const cards = screen.getByRole('list', { name: 'Quienes te apoyan' });
    fireEvent.click(within(cards).getByRole('button', { name: 'Cancelar aporte' }));
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

  it("sets 'Meta mensual' (Spanish error first, '400.000' sent as pesos), shows its progress and removes it", async () => {
    const { calls } = await openScreen({
      'PUT /api/monthly/goal': {
        body: {
          success: true,
          message: 'Meta mensual guardada',
          data: { goal: { kind: 'income', target: 400_000, current: 120_000 } },
        },
      },
      'DELETE /api/monthly/goal': { body: { success: true, message: 'Meta mensual quitada', data: {} } },
    });
    const card = await screen.findByRole('region', { name: 'Meta mensual' });
    expect(await within(card).findByText('Todavía no tienes una meta mensual.')).toBeTruthy();
    const form = within(card).getByRole('form', { name: 'Meta mensual' });
    fireEvent.change(within(form).getByLabelText('Objetivo'), { target: { value: '400,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar meta mensual' }));
    expect(
      await within(form).findByText(
        'El objetivo debe ser un número entero de pesos entre $ 100 y $ 100.000.000',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Objetivo'), { target: { value: '400.000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar meta mensual' }));
    expect(await screen.findByText('Meta mensual guardada')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ kind: 'income', target: 400_000 });
    const progress = within(card).getByTestId('monthly-goal-progress');
    expect(text(progress)).toContain('Tu meta: $ 400.000 por mes');
    expect(text(progress)).toContain('$ 120.000 de $ 400.000 por mes · 30%');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    // People instead: their own Spanish rule.
    fireEvent.change(within(form).getByLabelText('Tipo de meta'), { target: { value: 'supporters' } });
    fireEvent.change(within(form).getByLabelText('Objetivo'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar meta mensual' }));
    expect(
      await within(form).findByText('El objetivo debe ser un número entero de personas entre 1 y 1.000.000'),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar meta mensual' }));
    expect(await screen.findByText('Meta mensual quitada')).toBeTruthy();
    expect(await within(card).findByText('Todavía no tienes una meta mensual.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/monthly/goal']);
  });

  it("lists 'Cobros con problemas: 1' with the reason and next retry, and resends the mail once a week", async () => {
    let resends = 0;
    const failed = supporter('f1', {
      name: 'Beto',
      status: 'payment_failed',
      frequency: 'yearly',
      amount: 20_000,
      failure_reason: 'cc_rejected_insufficient_amount',
      next_retry_at: '2026-04-05T15:00:00.000Z',
    });
    const { calls } = await openScreen({
      'GET /api/monthly/supporters': (call) => {
        const answer = supportersAnswer(call);
        const onlyFailed =
          new URL(call.url, 'http://localhost').searchParams.get('status') === 'payment_failed';
        const data = { ...answer.body.data, summary: { ...summary, payment_failed: 1 } };
        if (onlyFailed) {
          data.supporters = [failed];
          data.pagination = { current_page: 1, total_pages: 1, total: 1 };
        }
        return { body: { success: true, data } };
      },
      'POST /api/monthly/supporters/f1/payment-reminder': () => {
        resends += 1;
        return resends === 1
          ? {
              body: {
                success: true,
                message: 'Le reenviamos el aviso para actualizar el medio de pago',
                data: { supporter: failed },
              },
            }
          : {
              status: 409,
              body: {
                success: false,
                message:
                  'Ya le enviaste este aviso en los últimos 7 días. Puedes reenviarlo una vez por semana.',
              },
            };
      },
    });
    const card = await screen.findByRole('region', { name: 'Cobros con problemas: 1' });
    const item = await within(card).findByTestId('monthly-failed-charge');
    expect(text(item)).toContain('Beto · Club del disco · $ 20.000 · Anual');
    expect(text(item)).toContain('Motivo: Fondos insuficientes');
    expect(text(item)).toContain('Próximo reintento: 05/04/2026');
    const resend = within(item).getByRole('button', { name: 'Reenviar correo a Beto' });
    expect(resend.textContent).toBe('Reenviar correo');
    fireEvent.click(resend);
    expect(await screen.findByText('Le reenviamos el aviso para actualizar el medio de pago')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Reenviar correo a Beto' }));
    expect(
      await screen.findByText(
        'Ya le enviaste este aviso en los últimos 7 días. Puedes reenviarlo una vez por semana.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/monthly/supporters/f1/payment-reminder',
      '/api/monthly/supporters/f1/payment-reminder',
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
      // Issue 34: a yearly one (its amount per year) and a gift, each said in its columns.
      supporter('s3', { name: 'Beto', frequency: 'yearly', amount: 20_000 }),
      supporter('s4', {
        name: 'Caro',
        kind: 'gift',
        status: 'authorized',
        ends_at: '2026-06-02T15:00:00.000Z',
        last_charge_at: null,
        next_charge_at: null,
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('\uFEFFNombre;Nivel;Monto;Frecuencia;Tipo;Desde;Estado;Último cobro;Próximo cobro');
    expect(lines[1]).toBe(
      'Ana;Club del disco;2.000,00;Mensual;Suscripción;02/03/2026;Activa;02/03/2026;02/04/2026',
    );
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""x"")";Club del disco;2.000,00;Mensual;Suscripción;02/03/2026;Pausada;—;02/04/2026`,
    );
    expect(lines[3]).toBe(
      'Beto;Club del disco;20.000,00;Anual;Suscripción;02/03/2026;Activa;02/03/2026;02/04/2026',
    );
    expect(lines[4]).toBe(
      'Caro;Club del disco;2.000,00;Mensual;Regalo;02/03/2026;Regalo hasta el 02/06/2026;—;—',
    );
  });
  it('sets a tier to adjust by inflation, checking each field in Spanish before sending (issue 33)', async () => {
    const indexed = tier({
      indexing: { index: 'ipc', every_months: 3, cap_pct: 10, round_to: 100, usd_amount: null },
      next_adjustment: { date: '2027-03-01', estimated_amount: 2300 },
      adjustment: {
        stage: 'estimated',
        skipped_date: null,
        failed_supporters: 1,
        clamped: false,
        plan_pending: false,
      },
    });
    const { calls } = await openScreen({
      'PUT /api/monthly/tiers/1/indexing': {
        body: { success: true, message: 'Guardamos cómo se ajusta el nivel', data: { tier: indexed } },
      },
      'POST /api/monthly/tiers/1/indexing/skip': {
        body: {
          success: true,
          message: 'Listo: esta vez no se ajusta. El próximo ajuste sigue el calendario.',
          data: { tier: indexed },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajuste automático' }));
    const form = screen.getByRole('form', { name: 'Ajuste automático: Club del disco' });
    fireEvent.change(within(form).getByLabelText('Tope por ajuste (%)'), { target: { value: '80' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar ajuste' }));
    expect(await within(form).findByText('El tope por ajuste va de 1 % a 50 %')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Se ajusta por'), { target: { value: 'usd_oficial' } });
    fireEvent.change(within(form).getByLabelText('Tope por ajuste (%)'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar ajuste' }));
    expect(
      await within(form).findByText('Ingresa el monto en dólares: un número entero de US$ 1 a US$ 1.000'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Se ajusta por'), { target: { value: 'ipc' } });
    fireEvent.change(within(form).getByLabelText('Cada'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar ajuste' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      index: 'ipc',
      every_months: 1,
      cap_pct: 10,
      round_to: 100,
      usd_amount: null,
    });
  });

  it('shows an indexed tier with its next adjustment, a failure told to the creator, and skips it', async () => {
    const indexed = tier({
      indexing: { index: 'ipc', every_months: 3, cap_pct: 10, round_to: 100, usd_amount: null },
      next_adjustment: { date: '2027-03-01', estimated_amount: 2300 },
      adjustment: {
        stage: 'estimated',
        skipped_date: null,
        failed_supporters: 1,
        clamped: false,
        plan_pending: false,
      },
    });
    const { calls } = await openScreen({
      'GET /api/monthly/tiers': { body: { success: true, data: { tiers: [indexed] } } },
      'POST /api/monthly/tiers/1/indexing/skip': {
        body: {
          success: true,
          message: 'Listo: esta vez no se ajusta. El próximo ajuste sigue el calendario.',
          data: { tier: indexed },
        },
      },
    });
    const state = await screen.findByTestId('tier-indexing-state');
    expect(text(state)).toContain('Próximo ajuste: 1/3/2027, estimado $ 2.300');
    expect(text(state)).toContain(
      'No pudimos cambiar el monto de 1 aporte en Mercado Pago: lo reintentamos cada día.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Esta vez no ajustar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/indexing/skip'))).toBe(true),
    );
  });
});
