import type { ReceivedDonation } from '@enlaza/shared/donations';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { DonationAmount } from './donation-amount';

setupDomTests();

const donation = (kind: ReceivedDonation['kind']) =>
  ({
    id: 'd',
    amount: 2000,
    creator_amount: 2000,
    platform_commission: 0,
    mp_status: 'approved',
    kind,
  }) as ReceivedDonation;

describe('a donation of the history', () => {
  it("labels a month of a monthly support 'Mensual', and nothing else", () => {
    const { unmount } = render(<DonationAmount donation={donation('monthly')} />);
    expect(screen.getByTestId('donation-kind').textContent).toBe('Mensual');
    unmount();
    render(<DonationAmount donation={donation('one_off')} />);
    expect(screen.queryByTestId('donation-kind')).toBeNull();
  });

  it("labels a payment of a 'Modo gorra' code 'QR'", () => {
    render(<DonationAmount donation={donation('qr')} />);
    expect(screen.getByTestId('donation-kind').textContent).toBe('QR');
  });
});
