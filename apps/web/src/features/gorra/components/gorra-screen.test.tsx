import type { GorraOrder } from '@enlaza/shared/gorra';
import { formatARS } from '@enlaza/shared/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setClientConfigForTests } from '../../../config/client-config';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const ORDER_ID = '7d6c1a52-2b8f-4d7e-9a0c-333333333333';
const order = (overrides: Partial<GorraOrder> = {}): GorraOrder => ({
  order_id: ORDER_ID,
  amount: 2000,
  qr_data: '000201010212…6304ABCD',
  expires_at: '2026-11-28T22:10:00.000Z',
  status: 'pending',
  event_id: null,
  paid_at: null,
  ...overrides,
});
const goal = (current: number) => ({
  id: 1,
  title: 'Grabar el disco',
  description: null,
  target_amount: 100_000,
  current_amount: current,
  progress: current / 1000,
  is_active: true,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

const PLACE = {
  address: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  street_name: 'Honduras',
  street_number: '4800',
  city_name: 'Buenos Aires',
  state_name: 'Ciudad Autónoma de Buenos Aires',
  latitude: -34.5885,
  longitude: -58.4305,
};
const TRANSFER = { alias: 'banda.del.sur', cvu: null, holder_name: 'Ana Núñez', code: 'K7P3QX' };

async function openScreen(
  path = '/dashboard/gorra',
  events: object[] = [],
  options: { placeNeeded?: boolean; transfer?: object | null } = {},
) {
  let paid = false;
  let needed = options.placeNeeded ?? false;
  const mocked = mockApi({
    'GET /api/gorra/place': () => ({ body: { success: true, data: { place: null, needed } } }),
    'PUT /api/gorra/place': (call) => {
      needed = false;
      return {
        body: { success: true, message: 'Lugar guardado', data: { place: call.body, needed: false } },
      };
    },
    'GET /api/geocoding/search': {
      body: {
        success: true,
        data: {
          results: [
            {
              display_name: PLACE.address,
              lat: PLACE.latitude,
              lon: PLACE.longitude,
              address: {
                road: 'Honduras',
                house_number: '4800',
                city: 'Buenos Aires',
                state: 'Ciudad Autónoma de Buenos Aires',
              },
            },
          ],
        },
      },
    },
    'GET /api/payments/transfer-details': {
      body: { success: true, data: { details: options.transfer ?? null } },
    },
    'GET /api/transfers': { body: { success: true, data: { transfers: [] } } },
    'GET /api/goals': () => ({ body: { success: true, data: { goal: goal(paid ? 12_000 : 10_000) } } }),
    'GET /api/events': { body: { success: true, data: { events, pagination: { has_more: false } } } },
    'POST /api/gorra/orders': (call) => ({
      status: 201,
      body: {
        success: true,
        message: 'Código QR listo',
        data: order({ amount: (call.body as { amount: number }).amount }),
      },
    }),
    [`GET /api/gorra/orders/${ORDER_ID}`]: () => ({
      body: {
        success: true,
        data: order(paid ? { status: 'paid', paid_at: '2026-11-28T22:01:00.000Z' } : {}),
      },
    }),
    [`GET /api/gorra/orders/${ORDER_ID}/qr.svg`]: {
      file: {
        text: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        headers: { 'content-type': 'image/svg+xml' },
      },
    },
  });
  setClientConfigForTests({
    publicUrl: 'http://localhost',
    features: { donationsScreen: true, analyticsScreen: false },
  });
  signIn(sampleUser());
  renderApp(path);
  await screen.findByRole('heading', { name: 'Modo gorra', level: 2 }, { timeout: 10_000 });
  return { ...mocked, pay: () => (paid = true) };
}

describe("the 'Modo gorra' screen", { timeout: 20_000 }, () => {
  it('shows the QR for a chip, then lists the payment when it arrives and reads the goal again', async () => {
    const { calls, pay } = await openScreen();
    expect(screen.getByRole('link', { name: /Modo gorra/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: formatARS(2000) }));
    const picture = await screen.findByRole(
      'img',
      { name: `Código QR para pagar ${formatARS(2000)}` },
      // The first screen of the file loads the route's chunks cold.
      { timeout: 10_000 },
    );
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const created = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/gorra/orders'));
    expect(created?.body).toEqual({ amount: 2000, event_id: null });
    expect(screen.getByText('Esperando el pago…')).toBeTruthy();

    pay();
    const list = await screen.findByRole('region', { name: 'Pagos que llegaron' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map(text)).toEqual(['Llegó $ 2.000']), {
      timeout: 5_000,
    });
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
    await waitFor(() => expect(screen.getByText('$ 12.000 de $ 100.000')).toBeTruthy());
  });

  it("reads 'Otro monto' as whole pesos and says in Spanish what is wrong", async () => {
    const { calls } = await openScreen();
    const field = screen.getByLabelText('Otro monto');
    fireEvent.change(field, { target: { value: '1.500,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar código' }));
    expect(await screen.findByText('Ingresa pesos enteros, sin centavos')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(field, { target: { value: '1.500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar código' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 1500, event_id: null }),
    );
  });

  it("chooses the event of the card's 'Modo gorra' link and counts the code for it", async () => {
    const show = {
      id: 7,
      title: 'Show en la plaza',
      status: 'published',
      event_date: '2026-12-20',
    };
    const { calls } = await openScreen('/dashboard/gorra?evento=7', [show]);
    const select = (await screen.findByLabelText('Evento (opcional)')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('7'));
    fireEvent.click(screen.getByRole('button', { name: formatARS(5000) }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 5000, event_id: 7 }),
    );
  });

  it('asks once where the creator plays, from the address suggestions, before the first QR', async () => {
    const { calls } = await openScreen('/dashboard/gorra', [], { placeNeeded: true });
    const form = await screen.findByRole('region', { name: 'Dónde tocas o vendes' });
    expect(
      screen.getByRole('button', { name: formatARS(2000), hidden: true }).closest('section')?.hidden,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar lugar' }));
    expect(await within(form).findByText('Ingresa la dirección donde tocas o vendes')).toBeTruthy();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Dirección del lugar' }), {
      target: { value: 'Honduras 4800' },
    });
    fireEvent.click(await screen.findByRole('option', { name: PLACE.address }, { timeout: 4_000 }));
    fireEvent.change(within(form).getByLabelText('Referencia (opcional)'), {
      target: { value: 'Frente a la plaza' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar lugar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dónde tocas o vendes' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...PLACE, reference: 'Frente a la plaza' });
    fireEvent.click(screen.getByRole('button', { name: formatARS(2000) }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  });

  it("shows 'Transferir' with the alias, its copy button and the code for the concept when the creator has them", async () => {
    await openScreen('/dashboard/gorra', [], { transfer: TRANSFER });
    const block = await screen.findByRole('region', { name: 'Transferir' }, { timeout: 5_000 });
    expect(within(block).getByText('banda.del.sur')).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Copiar alias' })).toBeTruthy();
    expect(within(block).getByText('K7P3QX')).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Copiar código' })).toBeTruthy();
    expect(within(block).getByText('Ana Núñez')).toBeTruthy();
  });

  it("shows no 'Transferir' without an alias or CVU", async () => {
    await openScreen();
    await screen.findByText('Todavía no confirmaste transferencias.', {}, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Transferir' })).toBeNull();
  });
});
