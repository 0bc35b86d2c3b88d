import { type CreatorEvent, EVENT_MESSAGES } from '@enlaza/shared/events';
import { argentinaToday } from '@enlaza/shared/events-dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';
import { EXPORT_SOON } from './events-manager';

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
  await screen.findByText('Show en Rosario', {}, SLOW);
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
      'Borradores, cancelados y completados (2)',
    ]);
    const show = screen.getByRole('article', { name: 'Show en Rosario' });
    expect(within(show).getByText('Concierto')).toBeTruthy();
    expect(within(show).getByText('Publicado')).toBeTruthy();
    expect(within(show).getByText('$ 2.500')).toBeTruthy();
    expect(within(show).getByText('80 personas')).toBeTruthy();
    const online = screen.getByRole('article', { name: 'Charla online' });
    expect(within(online).getByText('Gratis')).toBeTruthy();
    expect(within(online).getAllByText('Online')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Pasados (1)' }));
    expect(groupTitles()).toEqual(['Tus eventos', 'Pasados (1)']);
    fireEvent.click(screen.getByRole('button', { name: 'Próximos (2)' }));
    expect(screen.getByRole('button', { name: 'Próximos (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Recital pasado')).toBeNull();
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

  it('only announces that export is coming soon', async () => {
    const { calls } = await openEvents();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(alert).toHaveBeenCalledWith(EXPORT_SOON);
    expect(calls).toHaveLength(before);
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
