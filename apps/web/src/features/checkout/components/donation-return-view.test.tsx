import type { PublicDonationStatus } from '@enlaza/shared/donations';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { DonationReturnView } from './donation-return-view';

setupDomTests();

const approved = (goalTitle: string | null): PublicDonationStatus => ({
  id: 'd-1',
  status: 'approved',
  amount: 1500,
  goal_title: goalTitle,
  creator: { username: 'luna', full_name: 'Luna Martínez' },
});

function showApproved(donation: PublicDonationStatus) {
  const state = { phase: 'approved' as const, donation, attempts: 1, startedAt: 0, error: null };
  render(<DonationReturnView state={state} hint="aprobado" onRestart={() => undefined} />);
}

describe('the thank-you page', () => {
  it('says where the money went with the same sentence as the donation page and the checkout', () => {
    showApproved(approved('Grabar el disco'));
    expect(screen.getByRole('heading', { name: '¡Gracias por tu aporte!' })).toBeTruthy();
    expect(
      screen.getByText(
        'El pago fue aprobado. Tu aporte va a la cuenta de Mercado Pago de Luna Martínez y suma a su objetivo «Grabar el disco».',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Ya suma al objetivo/)).toBeNull();
  });

  it('names no goal when the donation counts toward none', () => {
    showApproved(approved(null));
    expect(
      screen.getByText('El pago fue aprobado. Tu aporte va a la cuenta de Mercado Pago de Luna Martínez.'),
    ).toBeTruthy();
  });
});
