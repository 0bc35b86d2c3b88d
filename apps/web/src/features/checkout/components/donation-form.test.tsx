import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { MONEY_MESSAGES } from '@enlaza/shared/money';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { DonationForm } from './donation-form';

setupDomTests();

const props = { goalId: 4, goalTitle: 'Grabar el disco', creatorName: 'Luna Martínez' };
const session = { donation_id: 'd-1', checkout_url: 'https://pago.example/checkout/1' };

describe('the donation form', () => {
  it("without JavaScript, 'Aportar' is the form's first submit button: Enter pays the typed amount", () => {
    const { container } = render(<DonationForm {...props} action="/u/luna/aportar" />);
    const submits = [...container.querySelectorAll('button[type="submit"]')];
    expect(submits[0]?.textContent).toBe('Aportar');
    expect(submits[0]?.getAttribute('name')).toBeNull();
    // The suggested amounts still donate in one tap, from after it.
    expect(submits.slice(1).map((b) => [b.getAttribute('name'), b.getAttribute('value')])).toEqual([
      ['chip', '500'],
      ['chip', '1000'],
      ['chip', '2000'],
      ['chip', '5000'],
    ]);
  });

  it('refuses centavos with the shared message and keeps what was typed; sends whole pesos as typed', async () => {
    const submit = vi.fn().mockResolvedValue(session);
    const redirect = vi.fn();
    const { container } = render(<DonationForm {...props} submit={submit} redirect={redirect} />);
    const amount = screen.getByLabelText('Monto del aporte (ARS)') as HTMLInputElement;
    const form = container.querySelector('form') as HTMLFormElement;

    for (const typed of ['1.000,50', '1000.50', '-100']) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.blur(amount);
      expect(amount.value).toBe(typed);
      fireEvent.submit(form);
      expect(await screen.findByText(MONEY_MESSAGES.wholePesos)).toBeTruthy();
    }
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '1200' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('1.200');
    fireEvent.submit(form);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(session.checkout_url));
    expect(submit).toHaveBeenCalledWith({
      goal_id: 4,
      amount: 1200,
      donor_name: null,
      message: null,
      donor_email: null,
      message_public: true,
      show_name: true,
      hide_amount: false,
    });
  });

  it('offers email, name, audience and amount choices with Spanish labels, and sends what was chosen', async () => {
    const submit = vi.fn().mockResolvedValue(session);
    const redirect = vi.fn();
    const { container } = render(<DonationForm {...props} submit={submit} redirect={redirect} />);
    const form = container.querySelector('form') as HTMLFormElement;
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    const showName = screen.getByLabelText('Mostrar mi nombre') as HTMLInputElement;
    const publicMessage = screen.getByLabelText('Mensaje público') as HTMLInputElement;
    const privateMessage = screen.getByLabelText('Solo para Luna Martínez') as HTMLInputElement;
    const hideAmount = screen.getByLabelText('Ocultar el monto') as HTMLInputElement;
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText('Para enviarte el comprobante').id,
    );
    expect([showName.checked, publicMessage.checked, privateMessage.checked, hideAmount.checked]).toEqual([
      true,
      true,
      false,
      false,
    ]);

    fireEvent.change(screen.getByLabelText('Monto del aporte (ARS)'), { target: { value: '500' } });
    fireEvent.change(email, { target: { value: 'no-es-mail' } });
    fireEvent.submit(form);
    expect(await screen.findByText(DONATION_MESSAGES.donorEmailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'Ana@Mail.com' } });
    fireEvent.click(showName);
    fireEvent.click(privateMessage);
    fireEvent.click(hideAmount);
    fireEvent.submit(form);
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        donor_email: 'ana@mail.com',
        show_name: false,
        message_public: false,
        hide_amount: true,
      }),
    );
  });

  it('without JavaScript the choices are named fields of the posted form', () => {
    const { container } = render(<DonationForm {...props} action="/u/luna/aportar" />);
    const named = (name: string) => [...container.querySelectorAll(`[name="${name}"]`)] as HTMLInputElement[];
    expect(named('donor_email')[0]?.type).toBe('email');
    expect(named('show_name').map((i) => [i.type, i.value, i.checked])).toEqual([['checkbox', 'on', true]]);
    expect(named('hide_amount').map((i) => [i.type, i.checked])).toEqual([['checkbox', false]]);
    expect(named('message_public').map((i) => [i.value, i.checked])).toEqual([
      ['true', true],
      ['false', false],
    ]);
  });
});
