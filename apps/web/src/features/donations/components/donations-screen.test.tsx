import type { DonationsPage, ReceivedDonation } from '@enlaza/shared/donations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const row = (id: string, overrides: Partial<ReceivedDonation> = {}): ReceivedDonation => ({
  id,
  amount: 1000,
  currency: 'ARS',
  mp_status: 'approved',
  status_label: 'Aprobado',
  donor_name: 'Ana',
  donor_email: null,
  message: null,
  message_public: true,
  show_name: true,
  hide_amount: false,
  message_hidden: false,
  reply: null,
  replied_at: null,
  report_count: 0,
  payment_method: 'credit_card',
  created_at: '2026-03-10T12:00:00.000Z',
  processed_at: '2026-03-10T12:01:00.000Z',
  creator_amount: 980,
  platform_commission: 20,
  goal: { id: 1, title: 'Grabar el disco' },
  event: null,
  evidence_deadline: null,
  refundable: false,
  kind: 'one_off',
  ...overrides,
});

const stats = { total_received: 2500, approved_count: 2, average: 1250 };
const pages: Record<string, DonationsPage> = {
  '1': {
    donations: [
      row('a', { donor_name: 'Anónimo', amount: 1500, creator_amount: 1470, message: '¡Vamos!' }),
      row('b', { mp_status: 'rejected', status_label: 'Rechazado', goal: null }),
    ],
    pagination: { current_page: 1, total_pages: 2, total_donations: 3, has_more: true },
    stats,
  },
  '2': {
    donations: [row('c', { mp_status: 'pending', status_label: 'Pendiente', donor_name: 'Beto' })],
    pagination: { current_page: 2, total_pages: 2, total_donations: 3, has_more: false },
    stats,
  },
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

function received(call: ApiCall) {
  const query = new URL(call.url, 'http://localhost').searchParams;
  if (query.get('status') === 'cancelled') {
    return {
      body: {
        success: true,
        data: {
          donations: [],
          pagination: { current_page: 1, total_pages: 0, total_donations: 0, has_more: false },
          stats,
        },
      },
    };
  }
  return { body: { success: true, data: pages[query.get('page') ?? '1'] } };
}

async function openScreen() {
  setClientConfigForTests({
    publicUrl: 'http://localhost',
    features: { donationsScreen: true, analyticsScreen: false },
  });
  signIn(sampleUser());
  renderApp('/dashboard/donations');
  return screen.findByRole('region', { name: 'Historial de donaciones' }, { timeout: 10_000 });
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('donations screen (FEATURE_DONATIONS_SCREEN on)', { timeout: 20_000 }, () => {
  it('shows the approved-only figures, the history with real statuses, and loads more', async () => {
    const { calls } = mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/donations/received': received,
    });
    const history = await openScreen();
    const figures = await screen.findByRole('list', { name: 'Resumen de donaciones aprobadas' });
    expect(within(figures).getAllByRole('listitem').map(text)).toEqual([
      'Total recibido$ 2.500',
      'Donaciones aprobadas2',
      'Promedio por donación$ 1.250',
    ]);

    const table = await within(history).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Donante',
      'Monto',
      'Estado',
      'Fecha',
      'Objetivo',
      'Mensaje',
      'Acciones',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(text(rows[0])).toContain('Anónimo');
    expect(text(rows[0])).toContain('$ 1.500');
    expect(text(rows[0])).toContain('Neto: $ 1.470');
    expect(text(rows[0])).toContain('Aprobado');
    expect(text(rows[0])).toContain('¡Vamos!');
    expect(text(rows[1])).toContain('Rechazado');
    expect(text(rows[1])).toContain('Meta eliminada');
    expect(text(rows[1])).not.toContain('Neto');
    expect(within(history).getByText('Mostrando 2 de 3 donaciones')).toBeTruthy();

    fireEvent.click(within(history).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(text(within(table).getAllByRole('row')[3])).toContain('Pendiente');
    expect(within(history).queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(within(history).getByText('3 donaciones')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/donations/received')).map((c) => c.url)).toEqual([
      '/api/donations/received?page=1&limit=10',
      '/api/donations/received?page=2&limit=10',
    ]);

    // Refresh: page 1 again, replacing the three rows.
    fireEvent.click(within(history).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('filters by status and shows the empty state with a link to the public profile', async () => {
    const { calls } = mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: { ...authorized, status: 'revoked' } } },
      'GET /api/donations/received': received,
    });
    const history = await openScreen();
    await within(history).findByRole('table');
    // Not connected: no figures.
    expect(screen.queryByRole('list', { name: 'Resumen de donaciones aprobadas' })).toBeNull();
    const filter = within(history).getByLabelText('Estado') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Todas',
      'Pendientes',
      'Aprobadas',
      'Rechazadas',
      'Canceladas',
      'Reembolsadas',
      'Con contracargo',
      'En disputa',
    ]);
    fireEvent.change(filter, { target: { value: 'cancelled' } });
    expect(await within(history).findByText('No hay donaciones con el estado «Canceladas».')).toBeTruthy();
    expect(
      within(history)
        .getByRole('link', { name: /Ver mi página pública/ })
        .getAttribute('href'),
    ).toBe('/u/luna');
    expect(calls.at(-1)?.url).toBe('/api/donations/received?page=1&limit=10&status=cancelled');
  });

  it("narrows the history and its figures to one event, whose total is the 'Total del evento'", async () => {
    const eventPage: DonationsPage = {
      donations: [row('e', { amount: 2000, event: { id: 7, title: 'Peña en el club' } })],
      pagination: { current_page: 1, total_pages: 1, total_donations: 1, has_more: false },
      stats: { total_received: 2000, approved_count: 1, average: 2000 },
    };
    const { calls } = mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/donations/received': (call) =>
        call.url.includes('event_id=7') ? { body: { success: true, data: eventPage } } : received(call),
      'GET /api/events': {
        body: {
          success: true,
          data: {
            events: [
              { id: 7, title: 'Peña en el club', status: 'published' },
              { id: 8, title: 'Borrador', status: 'draft' },
            ],
            pagination: { current_page: 1, total_pages: 1, total_events: 2, has_more: false },
          },
        },
      },
    });
    const history = await openScreen();
    const filter = (await within(history).findByLabelText('Evento')) as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(['Todos los eventos', 'Peña en el club']);
    fireEvent.change(filter, { target: { value: '7' } });
    await waitFor(
      () => {
        const figures = screen.getByRole('list', { name: 'Resumen de donaciones aprobadas' });
        expect(text(within(figures).getAllByRole('listitem')[0])).toBe('Total del evento$ 2.000');
      },
      { timeout: 5000 },
    );
    expect(calls.at(-1)?.url).toBe('/api/donations/received?page=1&limit=10&event_id=7');
  });

  it("refunds an approved donation after a confirmation, and shows a chargeback's evidence deadline", async () => {
    let refunded = false;
    const page = (): DonationsPage => ({
      donations: [
        row('r', {
          donor_name: 'Carla',
          amount: 2000,
          ...(refunded ? { mp_status: 'refunded', status_label: 'Reembolsada' } : { refundable: true }),
        }),
        row('c', {
          donor_name: 'Dani',
          mp_status: 'charged_back',
          status_label: 'Contracargo',
          evidence_deadline: '2026-03-20T02:59:59.000Z',
        }),
      ],
      pagination: { current_page: 1, total_pages: 1, total_donations: 2, has_more: false },
      stats: refunded ? { total_received: 0, approved_count: 0, average: 0 } : stats,
    });
    const { calls } = mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/donations/received': () => ({ body: { success: true, data: page() } }),
      'POST /api/donations/r/refund': () => {
        refunded = true;
        return { body: { success: true, data: { donation: page().donations[0] } } };
      },
    });
    const history = await openScreen();
    const table = await within(history).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(text(rows[1])).toContain('Contracargo');
    expect(text(rows[1])).toContain('Presenta la documentación antes del 19 de marzo de 2026');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Reembolsar/ })).toBeNull();

    // Cancel first: nothing is sent.
    fireEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Reembolsar la donación de Carla' }),
    );
    let dialog = await screen.findByRole('alertdialog', { name: '¿Reembolsar esta donación?' });
    expect(text(dialog)).toContain('Mercado Pago le devolverá $ 2.000 a Carla.');
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Reembolsar la donación de Carla' }),
    );
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, reembolsar' }));
    expect(await screen.findByText('Donación reembolsada')).toBeTruthy();
    await waitFor(() => expect(text(within(table).getAllByRole('row')[1])).toContain('Reembolsada'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/donations/r/refund']);
    expect(within(table).queryByRole('button', { name: /Reembolsar/ })).toBeNull();
  });

  it("shows the server's Spanish message when a refund fails", async () => {
    mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/donations/received': {
        body: {
          success: true,
          data: {
            donations: [row('r', { refundable: true })],
            pagination: { current_page: 1, total_pages: 1, total_donations: 1, has_more: false },
            stats,
          },
        },
      },
      'POST /api/donations/r/refund': {
        status: 502,
        body: { success: false, message: 'No pudimos reembolsar la donación en Mercado Pago.' },
      },
    });
    const history = await openScreen();
    const table = await within(history).findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Reembolsar la donación de Ana' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, reembolsar' }),
    );
    expect(await screen.findByText('No pudimos reembolsar la donación en Mercado Pago.')).toBeTruthy();
  });

  it("says 'Error al cargar donaciones' when the list cannot be read", async () => {
    mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/donations/received': { status: 500, body: { message: 'Error interno' } },
    });
    const history = await openScreen();
    expect((await within(history).findByRole('alert')).textContent).toContain('Error al cargar donaciones');
  });
});

describe('moderation on the donations screen (issue 20)', { timeout: 20_000 }, () => {
  it("shows the donor's email and reports, hides a message and replies once; sets the wall", async () => {
    let donation = row('m', {
      donor_name: 'Caro',
      donor_email: 'caro@example.com',
      message: '¡Vamos!',
      report_count: 2,
    });
    const { calls } = mockApi({
      'GET /api/mercadopago/status': { body: { success: true, data: authorized } },
      'GET /api/donations/received': () => ({
        body: {
          success: true,
          data: {
            donations: [donation],
            pagination: { current_page: 1, total_pages: 1, total_donations: 1, has_more: false },
            stats,
          },
        },
      }),
      'PATCH /api/donations/m': (call) => {
        const body = call.body as { message_hidden?: boolean; reply?: string };
        if (body.reply === '') {
          return {
            status: 400,
            body: { message: 'Revisa', errors: [{ field: 'reply', message: 'Escribe tu respuesta' }] },
          };
        }
        donation = {
          ...donation,
          ...(body.message_hidden !== undefined ? { message_hidden: body.message_hidden } : {}),
          ...(body.reply ? { reply: body.reply, replied_at: '2026-03-10T13:00:00.000Z' } : {}),
        };
        return { body: { success: true, message: 'Aporte actualizado', data: { donation } } };
      },
      'GET /api/donations/wall-settings': {
        body: { success: true, data: { show_amounts: true, blocked_words: [] } },
      },
      'PUT /api/donations/wall-settings': (call) => ({
        body: { success: true, message: 'Cambios guardados', data: call.body },
      }),
    });
    const history = await openScreen();
    const table = await within(history).findByRole('table');
    expect(within(table).getByText('caro@example.com')).toBeTruthy();
    expect(within(table).getByText('2 denuncias')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Ocultar mensaje' }));
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Mostrar mensaje' })).toBeTruthy());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ message_hidden: true });
    expect(within(table).getByText('Mensaje oculto')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Responder' }));
    const reply = within(table).getByRole('textbox', { name: 'Tu respuesta' });
    expect(reply.getAttribute('placeholder')).toBe('¡Gracias!');
    fireEvent.click(within(table).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(table).findByText('Escribe tu respuesta')).toBeTruthy();
    fireEvent.change(reply, { target: { value: '¡Gracias, Caro!' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(table).findByText('¡Gracias, Caro!')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Responder' })).toBeNull());

    const settings = await screen.findByRole('form', { name: 'Muro de apoyos' });
    fireEvent.click(within(settings).getByLabelText('Mostrar montos en la página'));
    fireEvent.change(within(settings).getByLabelText('Palabras bloqueadas'), {
      target: { value: 'tonto, feo' },
    });
    fireEvent.click(within(settings).getByRole('button', { name: 'Guardar' }));
    expect(await within(settings).findByText('Cambios guardados')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      show_amounts: false,
      blocked_words: ['tonto', 'feo'],
    });
  });
});
