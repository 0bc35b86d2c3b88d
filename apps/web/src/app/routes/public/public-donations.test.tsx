import type { PublicProfile } from '@enlaza/shared/public';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleProfile } from '../../../testing/public-profile';
import { mockApi, setupDomTests } from '../../../testing/setup-dom';
import { PublicPageView } from './public-page';

setupDomTests();

const profile = (overrides: Partial<PublicProfile> = {}): PublicProfile =>
  sampleProfile({
    bio: '',
    category: null,
    links: [],
    goals: [
      {
        id: 4,
        title: 'Grabar el disco',
        description: 'Ocho canciones',
        current_amount: 1500,
        target_amount: 100000,
        percentage: 2,
        is_active: true,
        confirmed_transfers_amount: 0,
        indexing: null,
      },
    ],
    donations_enabled: true,
    ...overrides,
  });

const renderProfile = (overrides: Partial<PublicProfile> = {}) =>
  render(
    <PublicPageView
      input={{ publicUrl: 'https://enlaza.ar', page: { kind: 'profile', profile: profile(overrides) } }}
    />,
  );

const spaces = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** Opens the dialog and waits for its form (loaded on demand). */
async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Aportar' }));
  const dialog = screen.getByRole('dialog', { name: 'Apoyar a Luna Martínez' });
  await within(dialog).findByLabelText('Monto del aporte (ARS)');
  return dialog;
}

describe('donations on the public page', () => {
  it('says donations are not available yet when the creator cannot receive them', () => {
    renderProfile({ donations_enabled: false });
    expect(screen.queryByRole('button', { name: 'Aportar' })).toBeNull();
    expect(screen.getByText('Las donaciones todavía no están disponibles para este perfil.')).toBeTruthy();
  });

  it('invites the first contribution only where one can be made (issue 30)', () => {
    const invite = /puede ser el primero/;
    const goal = profile().goals;
    // No Mercado Pago and no goal: no 'Apoyos' section at all, no invitation.
    const closed = renderProfile({ donations_enabled: false, goals: [] });
    expect(screen.queryByText(invite)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Apoyos' })).toBeNull();
    closed.unmount();
    // Connected but no goal and no monthly tier: nothing to give to either.
    const noGoal = renderProfile({ goals: [] });
    expect(screen.queryByText(invite)).toBeNull();
    noGoal.unmount();
    // A goal without a connection.
    const notConnected = renderProfile({ donations_enabled: false, goals: goal });
    expect(screen.queryByText(invite)).toBeNull();
    notConnected.unmount();
    // Past supporters stay on the wall even when nothing can be given now.
    const past = renderProfile({
      donations_enabled: false,
      goals: [],
      supporters: [
        {
          id: 'e1',
          name: 'Caro',
          amount: 1500,
          message: null,
          reply: null,
          replied_at: null,
          created_at: '2026-11-27T09:00:00.000Z',
          monthly: false,
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Apoyos' })).toBeTruthy();
    expect(screen.getByText('Caro')).toBeTruthy();
    past.unmount();
    // A goal that takes donations, or only a monthly tier: the invitation shows.
    const open = renderProfile();
    expect(screen.getByText(invite)).toBeTruthy();
    open.unmount();
    renderProfile({
      goals: [],
      monthly_tiers: [
        {
          id: 1,
          name: 'Club',
          amount: 2000,
          description: '',
          yearly_amount: null,
          open_amount_min: null,
          free_trial: false,
          indexing: null,
          next_adjustment: null,
        },
      ],
    });
    expect(screen.getByText(invite)).toBeTruthy();
  });

  it('validates the amount: 99 is refused with the spec message, nothing is sent', async () => {
    const { calls } = mockApi();
    renderProfile();
    const dialog = await openDialog();
    expect(document.activeElement).toBe(dialog);
    const amount = within(dialog).getByLabelText('Monto del aporte (ARS)');
    fireEvent.change(amount, { target: { value: '99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Aportar/ }));
    expect(within(dialog).getByText('El monto mínimo es $ 100')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    // Only the funnel's beacon: the dialog was opened (issue 24); no checkout.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/public/luna/donate-opened']);
  });

  it('formats the amount when the field is left and sends the donation to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockApi({
      'POST /api/donations/checkout': {
        status: 201,
        body: { success: true, data: { donation_id: 'abc', checkout_url: 'http://localhost/simulador/x' } },
      },
    });
    renderProfile();
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText('Monto del aporte (ARS)') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '15000' } });
    expect(amount.value).toBe('15000');
    fireEvent.blur(amount);
    expect(amount.value).toBe('15.000');
    // A suggested amount replaces it and shows as chosen.
    const chip = within(dialog).getByRole('button', { name: /1\.000/ });
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(amount, { target: { value: '100' } });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(amount, { target: { value: '1500' } });
    expect(within(dialog).getByText(/Aportar.*\$.*1\.500/)).toBeTruthy();
    expect(within(dialog).getByText(/«Anónimo»/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Mensaje/ }), {
      target: { value: '¡Vamos Luna!' },
    });
    expect(within(dialog).getByText('12/500')).toBeTruthy();
    const summary = [...dialog.querySelectorAll('.dn-summary dd')].map((dd) => spaces(dd.textContent));
    expect(summary).toEqual(['$ 1.500', 'Luna Martínez', 'Grabar el disco']);
    expect(within(dialog).getByText(/se procesa de forma segura en MercadoPago/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /^Aportar/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/simulador/x'));
    const checkout = calls.find((c) => c.url === '/api/donations/checkout');
    expect(checkout?.body).toEqual({
      goal_id: 4,
      amount: 1500,
      donor_name: null,
      message: '¡Vamos Luna!',
      donor_email: null,
      message_public: true,
      show_name: true,
      hide_amount: false,
    });
    expect(checkout?.headers.get('authorization')).toBeNull();
  });

  it("shows the server's field errors on the fields and its message above the button", async () => {
    mockApi({
      'POST /api/donations/checkout': {
        status: 400,
        body: {
          message: 'Revisa los datos',
          errors: [{ field: 'donor_name', message: 'El nombre no es válido' }],
        },
      },
    });
    renderProfile();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /2\.000/ }));
    fireEvent.change(within(dialog).getByLabelText(/Tu nombre/), { target: { value: 'Ana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Aportar/ }));
    expect(await within(dialog).findByText('El nombre no es válido')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Revisa los datos');
  });

  it('says the checkout endpoint is missing on a 404 of the router', async () => {
    mockApi();
    renderProfile();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /5\.000/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Aportar/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Endpoint de checkout no encontrado. Verifica que el backend esté corriendo.',
    );
  });

  it('closes with Escape or the close button and gives focus back to the button', async () => {
    renderProfile();
    const open = screen.getByRole('button', { name: 'Aportar' });
    open.focus();
    await openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
