import type { ReceivedDonation } from '@enlaza/shared/donations';
import { describe, expect, it } from 'vitest';
import { donationsCountText, donorName, goalTitle, mergeDonations, showsNetAmount } from './donations-list';

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
  payment_method: null,
  created_at: '2026-03-10T12:00:00.000Z',
  processed_at: null,
  creator_amount: 980,
  platform_commission: 20,
  goal: { id: 1, title: 'Disco' },
  event: null,
  evidence_deadline: null,
  refundable: false,
  kind: 'one_off',
  ...overrides,
});

describe('received donations list', () => {
  it('page 1 replaces the list, later pages append without repeating rows', () => {
    const first = [row('a'), row('b')];
    expect(mergeDonations([row('x')], first, 1).map((d) => d.id)).toEqual(['a', 'b']);
    expect(mergeDonations(first, [row('b'), row('c')], 2).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('words the count, the donor, the goal and the net amount', () => {
    expect(donationsCountText(1)).toBe('1 donación');
    expect(donationsCountText(0)).toBe('0 donaciones');
    expect(donationsCountText(1200)).toBe('1.200 donaciones');
    expect(donorName({ donor_name: '  ' })).toBe('Anónimo');
    expect(goalTitle({ goal: null })).toBe('Meta eliminada');
    expect(showsNetAmount({ amount: 1000, creator_amount: 980, mp_status: 'approved' })).toBe(true);
    expect(showsNetAmount({ amount: 1000, creator_amount: 980, mp_status: 'pending' })).toBe(true);
    expect(showsNetAmount({ amount: 1000, creator_amount: 1000, mp_status: 'approved' })).toBe(false);
  });

  it('shows no net amount for money that never reaches the creator', () => {
    for (const mp_status of ['rejected', 'cancelled', 'refunded'] as const) {
      expect(showsNetAmount({ amount: 1000, creator_amount: 980, mp_status }), mp_status).toBe(false);
    }
  });
});
