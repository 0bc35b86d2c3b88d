import type { DonationsPage, ReceivedDonation } from '@enlaza/shared/donations';
import { describe, expect, it } from 'vitest';
import {
  donationsCountText,
  donationsListReducer,
  donorName,
  goalTitle,
  INITIAL_DONATIONS_LIST,
  mergeDonations,
  showsNetAmount,
} from './donations-list';

const row = (id: string, overrides: Partial<ReceivedDonation> = {}): ReceivedDonation => ({
  id,
  amount: 1000,
  currency: 'ARS',
  mp_status: 'approved',
  status_label: 'Aprobado',
  donor_name: 'Ana',
  message: null,
  payment_method: null,
  created_at: '2026-03-10T12:00:00.000Z',
  processed_at: null,
  creator_amount: 980,
  platform_commission: 20,
  goal: { id: 1, title: 'Disco' },
  ...overrides,
});

const page = (n: number, rows: ReceivedDonation[], hasMore: boolean): DonationsPage => ({
  donations: rows,
  pagination: { current_page: n, total_pages: hasMore ? n + 1 : n, total_donations: 25, has_more: hasMore },
  stats: { total_received: 3000, approved_count: 3, average: 1000 },
});

describe('received donations list', () => {
  it('page 1 replaces the list, later pages append without repeating rows', () => {
    const first = [row('a'), row('b')];
    expect(mergeDonations([row('x')], first, 1).map((d) => d.id)).toEqual(['a', 'b']);
    expect(mergeDonations(first, [row('b'), row('c')], 2).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('runs request → success for page 1, then appends page 2, and a refresh replaces again', () => {
    let state = donationsListReducer(INITIAL_DONATIONS_LIST, {
      type: 'request',
      page: 1,
      filter: 'all',
      requestId: 1,
    });
    expect(state.status).toBe('loading');
    state = donationsListReducer(state, {
      type: 'success',
      page: 1,
      data: page(1, [row('a'), row('b')], true),
      requestId: 1,
    });
    expect(state).toMatchObject({ status: 'ready', loadingPage: null });
    expect(state.donations.map((d) => d.id)).toEqual(['a', 'b']);

    state = donationsListReducer(state, { type: 'request', page: 2, filter: 'all', requestId: 2 });
    expect(state.loadingPage).toBe(2);
    expect(state.donations).toHaveLength(2);
    state = donationsListReducer(state, {
      type: 'success',
      page: 2,
      data: page(2, [row('c')], false),
      requestId: 2,
    });
    expect(state.donations.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(state.pagination?.has_more).toBe(false);

    state = donationsListReducer(state, { type: 'request', page: 1, filter: 'all', requestId: 3 });
    // A refresh keeps the rows in view while it runs.
    expect(state.donations).toHaveLength(3);
    state = donationsListReducer(state, {
      type: 'success',
      page: 1,
      data: page(1, [row('z')], false),
      requestId: 3,
    });
    expect(state.donations.map((d) => d.id)).toEqual(['z']);
  });

  it('a new filter starts over; an answer to a superseded request is dropped', () => {
    let state = donationsListReducer(INITIAL_DONATIONS_LIST, {
      type: 'request',
      page: 1,
      filter: 'all',
      requestId: 1,
    });
    state = donationsListReducer(state, {
      type: 'success',
      page: 1,
      data: page(1, [row('a')], false),
      requestId: 1,
    });
    state = donationsListReducer(state, { type: 'request', page: 1, filter: 'pending', requestId: 2 });
    expect(state).toMatchObject({ status: 'loading', filter: 'pending', donations: [] });
    state = donationsListReducer(state, {
      type: 'success',
      page: 1,
      data: page(1, [row('old')], false),
      requestId: 1,
    });
    expect(state.donations).toEqual([]);
    state = donationsListReducer(state, {
      type: 'success',
      page: 1,
      data: page(1, [row('p', { mp_status: 'pending' })], false),
      requestId: 2,
    });
    expect(state.donations.map((d) => d.id)).toEqual(['p']);
  });

  it("reports 'Error al cargar donaciones', keeping rows already shown", () => {
    let state = donationsListReducer(INITIAL_DONATIONS_LIST, {
      type: 'request',
      page: 1,
      filter: 'all',
      requestId: 1,
    });
    expect(donationsListReducer(state, { type: 'failure', page: 1, requestId: 1 })).toMatchObject({
      status: 'error',
      error: 'Error al cargar donaciones',
    });
    state = donationsListReducer(state, {
      type: 'success',
      page: 1,
      data: page(1, [row('a')], true),
      requestId: 1,
    });
    state = donationsListReducer(state, { type: 'request', page: 2, filter: 'all', requestId: 2 });
    state = donationsListReducer(state, { type: 'failure', page: 2, requestId: 2 });
    expect(state).toMatchObject({ status: 'ready', error: 'Error al cargar donaciones', loadingPage: null });
    expect(state.donations).toHaveLength(1);
  });

  it('words the count, the donor, the goal and the net amount', () => {
    expect(donationsCountText(1)).toBe('1 donación');
    expect(donationsCountText(0)).toBe('0 donaciones');
    expect(donationsCountText(1200)).toBe('1.200 donaciones');
    expect(donorName({ donor_name: '  ' })).toBe('Anónimo');
    expect(goalTitle({ goal: null })).toBe('Meta eliminada');
    expect(showsNetAmount({ amount: 1000, creator_amount: 980 })).toBe(true);
    expect(showsNetAmount({ amount: 1000, creator_amount: 1000 })).toBe(false);
  });
});
