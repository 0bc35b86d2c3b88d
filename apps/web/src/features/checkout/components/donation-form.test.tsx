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
    expect(submit).toHaveBeenCalledWith({ goal_id: 4, amount: 1200, donor_name: null, message: null });
  });
});
