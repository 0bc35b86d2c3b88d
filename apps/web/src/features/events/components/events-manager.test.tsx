import { argentinaToday, type CreatorEvent, EVENT_MESSAGES } from '@enlaza/shared/events';
import { EXPORT_MESSAGES } from '@enlaza/shared/exports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();
// Screens render lazily and answer through fetch: room for a busy machine.
vi.setConfig({ testTimeout: 15_000 });

/** Answers go through fetch and React: generous on a busy machine. */
const SLOW = { timeout: 4000 };

function event(id: number, overrides: Partial<CreatorEvent> = {}): CreatorEvent {
  return {
    id,
    title: `Evento ${id}`,
    description: null,
    category: 'concert',
    status: 'published',
    event_date: '2030-05-20',
    event_time: '21:00',
    end_date: null,
    end_time: null,
    event_datetime: '2030-05-20T21:00:00-03:00',
    location: 'Teatro',
    address: null,
    latitude: null,
    longitude: null,
    geocoded_address: null,
    is_online: false,
    meeting_url: null,
    ticket_url: null,
    is_free: false,
    price: 2500,
    formatted_price: '$ 2.500',
    currency: 'ARS',
    max_attendees: 80,
    duration_hours: null,
    is_featured: false,
    image_url: null,
    is_upcoming: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const EVENTS = [
  event(1, { title: 'Show en Rosario' }),
  event(2, {
    title: 'Recital pasado',
    event_date: '2025-03-01',
    event_datetime: '2025-03-01T21:00:00-03:00',
    is_upcoming: false,
  }),
  event(3, { title: 'Borrador de taller', status: 'draft', category: 'workshop', is_upcoming: false }),
  event(4, { title: 'Gira cancelada', status: 'cancelled', is_upcoming: false }),
  event(5, { title: 'Charla online', is_online: true, location: 'Online', is_free: true, price: 0 }),
];

async function openEvents(handlers: Parameters<typeof mockApi>[0] = {}) {
  setClientConfigForTests({
    publicUrl: 'https://enlaza.test',
    features: { donationsScreen: false, analyticsScreen: false },
  });
  signIn(sampleUser({ username: 'luna' }));
  const api = mockApi({
    'GET /api/events': { body: { success: true, data: { events: EVENTS, pagination: { has_more: false } } } },
    ...handlers,
  });
  renderApp('/dashboard/events');
  // The first render loads the dashboard's lazy routes: on a loaded 2-core machine, longer than SLOW.
  await screen.findByText('Show en Rosario', {}, { timeout: 12_000 });
  return api;
}

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('events manager', () => {
  it('groups upcoming and past, filters, and shows status, price, place and capacity', async () => {
    await openEvents();
    expect(groupTitles()).toEqual([
      'Tus eventos',
      'Próximos (2)',
      'Pasados (1)',
      'Cancelados (1)',
      'Borradores y completados (1)',
    ]);
    const show = screen.getByRole('article', { name: 'Show en Rosario' });
    expect(within(show).getByText('Concierto')).toBeTruthy();
    expect(within(show).getByText('Publicado')).toBeTruthy();
    expect(within(show).getByText('$ 2.500')).toBeTruthy();
    expect(within(show).getByText('80 personas')).toBeTruthy();
    const online = screen.getByRole('article', { name: 'Charla online' });
    expect(within(online).getByText('Gratis')).toBeTruthy();
    // Its place already says 'Online': no second 'Online' chip.
    expect(within(online).getAllByText('Online')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pasados (1)' }));
    expect(groupTitles()).toEqual(['Tus eventos', 'Pasados (1)']);
    fireEvent.click(screen.getByRole('button', { name: 'Próximos (2)' }));
    expect(screen.getByRole('button', { name: 'Próximos (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Recital pasado')).toBeNull();
    expect(screen.queryByText('Gira cancelada')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelados (1)' }));
    expect(groupTitles()).toEqual(['Tus eventos', 'Cancelados (1)']);
    expect(screen.getByRole('article', { name: 'Gira cancelada' })).toBeTruthy();
  });

  it('offers no delete button for a cancelled event, and asks before deleting', async () => {
    const { calls } = await openEvents({ 'DELETE /api/events/1': { body: { success: true } } });
    const cancelled = screen.getByRole('article', { name: 'Gira cancelada' });
    expect(within(cancelled).getByText('Cancelado')).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar "Show en Rosario"' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(EVENT_MESSAGES.deleted, {}, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/events/1')).toBe(true);
    expect(screen.queryByText('Show en Rosario')).toBeNull();
  });

  it("'Exportar' downloads the events CSV under the server's file name", async () => {
    const csv = '\uFEFFTítulo;Categoría\r\nShow en Rosario;Concierto\r\n';
    const name = 'enlaza-eventos-2026-11-23.csv';
    const { calls } = await openEvents({
      'GET /api/exports/events.csv': {
        file: {
          text: csv,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${name}"`,
          },
        },
      },
    });
    const saved: { name: string; bytes: Promise<ArrayBuffer> }[] = [];
    const created = vi.fn((blob: Blob) => {
      saved.push({ name: '', bytes: blob.arrayBuffer() });
      return 'blob:enlaza-test';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const file = saved.at(-1);
      if (file) file.name = this.download;
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Exportar eventos (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), SLOW);
    const call = calls.find((c) => c.url === '/api/exports/events.csv');
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(saved[0]?.name).toBe(name);
    // Byte for byte, the byte-order mark included (a text decoder would drop it).
    expect(Buffer.from((await saved[0]?.bytes) ?? new ArrayBuffer(0))).toEqual(Buffer.from(csv, 'utf8'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('says when the export could not be downloaded, in Spanish', async () => {
    await openEvents({ 'GET /api/exports/events.csv': { status: 503, body: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar eventos (CSV)' }));
    expect(await screen.findByText(EXPORT_MESSAGES.failed, {}, SLOW)).toBeTruthy();
  });

  it('draws a QR code per event for {publicUrl}/e/{username}/{id}', async () => {
    await openEvents();
    const show = screen.getByRole('article', { name: 'Show en Rosario' });
    expect(
      within(show)
        .getByRole('link', { name: /Ver página/ })
        .getAttribute('href'),
    ).toBe('https://enlaza.test/e/luna/1');
    expect(within(show).getByRole('button', { name: 'Descargar QR de "Show en Rosario"' })).toBeTruthy();
  });

  it("adds the 'Pasar la gorra' QR and its A6 PDF to published events only", async () => {
    await openEvents();
    const show = screen.getByRole('article', { name: 'Show en Rosario' });
    expect(within(show).getByRole('heading', { level: 4, name: 'QR para pasar la gorra' })).toBeTruthy();
    // Folded at first: one QR per card until the creator asks for the second.
    expect(within(show).getAllByRole('button', { name: /Descargar QR/ })).toHaveLength(1);
    const toggle = within(show).getByRole('button', {
      name: 'Mostrar QR para pasar la gorra de "Show en Rosario"',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(show).getByRole('button', { name: 'Descargar QR para pasar la gorra de "Show en Rosario"' }),
    ).toBeTruthy();
    const pdf = within(show).getByRole('link', {
      name: 'Descargar PDF (A6) para pasar la gorra de "Show en Rosario"',
    });
    expect(pdf.getAttribute('href')).toBe('/e/luna/1/aportar.pdf');
    expect(pdf.getAttribute('download')).toBe('gorra-evento-1.pdf');
    expect(
      within(show).getByText('Escanéalo en el evento para abrir el formulario de aportes.'),
    ).toBeTruthy();
    for (const name of ['Borrador de taller', 'Gira cancelada']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).queryByRole('link', { name: /Descargar PDF/ })).toBeNull();
      expect(within(card).getAllByRole('button', { name: /Descargar QR/ })).toHaveLength(1);
      expect(within(card).queryByRole('heading', { name: 'QR para pasar la gorra' })).toBeNull();
    }
  });

  it('creates an event: spec messages first, then free ⇒ price 0, then the server rules on fields', async () => {
    let attempt = 0;
    const { calls } = await openEvents({
      'POST /api/events': (call: ApiCall) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 400,
            body: {
              message: 'Revisa los datos ingresados',
              errors: [{ field: 'ticket_url', message: EVENT_MESSAGES.urlInvalid }],
            },
          };
        }
        return {
          status: 201,
          body: {
            success: true,
            data: { event: event(9, { ...(call.body as object), title: 'Nuevo show' }) },
          },
        };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const form = screen.getByRole('region', { name: 'Nuevo evento' });
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field('Fecha').min).toBe(argentinaToday(new Date()));
    expect((within(form).getByLabelText('Categoría') as HTMLSelectElement).value).toBe('other');
    expect((within(form).getByLabelText('Estado') as HTMLSelectElement).value).toBe('published');

    fireEvent.click(within(form).getByRole('button', { name: 'Crear evento' }));
    expect(within(form).getByText(EVENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(form).getByText(EVENT_MESSAGES.dateRequired)).toBeTruthy();
    expect(within(form).getByText(EVENT_MESSAGES.locationRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Título')), SLOW);

    fireEvent.change(field('Título'), { target: { value: 'Nuevo show' } });
    fireEvent.change(field('Fecha'), { target: { value: '2030-06-01' } });
    expect(field('Fecha de fin (opcional)').min).toBe('2030-06-01');
    fireEvent.change(field('Lugar'), { target: { value: 'La Trastienda' } });
    fireEvent.change(field('Precio (ARS)'), { target: { value: '3000' } });
    fireEvent.click(field('Evento gratuito'));
    expect(field('Precio (ARS)').value).toBe('0');
    expect(field('Precio (ARS)').disabled).toBe(true);
    fireEvent.change(field('Enlace para comprar entradas (opcional)'), {
      target: { value: 'https://x.com/a' },
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Crear evento' }));
    expect(await within(form).findByText(EVENT_MESSAGES.urlInvalid, {}, SLOW)).toBeTruthy();
    expect(field('Enlace para comprar entradas (opcional)').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByText(EVENT_MESSAGES.created, {}, SLOW)).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'POST').at(-1)?.body;
    expect(sent).toEqual({
      title: 'Nuevo show',
      category: 'other',
      status: 'published',
      currency: 'ARS',
      event_date: '2030-06-01',
      location: 'La Trastienda',
      is_online: false,
      is_free: true,
      is_featured: false,
      ticket_url: 'https://x.com/a',
    });
    expect(screen.getByText('Nuevo show')).toBeTruthy();
  });

  it('online events need the meeting link, and unticking online clears it', async () => {
    await openEvents();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const form = screen.getByRole('region', { name: 'Nuevo evento' });
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    fireEvent.click(field('Es un evento online'));
    fireEvent.change(field('Enlace de la reunión'), { target: { value: 'https://meet.example.com/x' } });
    fireEvent.click(field('Es un evento online'));
    expect(within(form).queryByLabelText('Enlace de la reunión')).toBeNull();
    fireEvent.click(field('Es un evento online'));
    expect(field('Enlace de la reunión').value).toBe('');
    fireEvent.change(field('Título'), { target: { value: 'Charla' } });
    fireEvent.change(field('Fecha'), { target: { value: '2030-06-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear evento' }));
    expect(within(form).getByText(EVENT_MESSAGES.meetingUrlRequired)).toBeTruthy();
  });

  it('edits with the stored values and shows "Error al guardar el evento" when the server gives no reason', async () => {
    const { calls } = await openEvents({ 'PUT /api/events/2': { status: 500 } });
    fireEvent.click(screen.getByRole('button', { name: 'Editar "Recital pasado"' }));
    const form = screen.getByRole('region', { name: 'Editar evento' });
    const date = within(form).getByLabelText('Fecha') as HTMLInputElement;
    expect(date.value).toBe('2025-03-01');
    expect(date.min).toBe('2025-03-01');
    expect((within(form).getByLabelText('Precio (ARS)') as HTMLInputElement).value).toBe('2500');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(EVENT_MESSAGES.saveFailedScreen, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      event_date: '2025-03-01',
      price: 2500,
    });
  });
});
