import type { PublicDonationStatus } from '@enlaza/shared/donations';
import { describe, expect, it } from 'vitest';
import { initialReturnState, isPolling, POLL_MAX_MS, returnReducer, sendsPaymentId } from './return-status';

const donation = (status: PublicDonationStatus['status']): PublicDonationStatus => ({
  id: '0b7f3c3e-8a4c-4c8e-9d7e-1f2a3b4c5d6e',
  status,
  amount: 1500,
  goal_title: 'Grabar el disco',
  creator: { username: 'luna', full_name: 'Luna Martínez' },
});

describe('return page polling', () => {
  it('keeps polling while pending and stops on a final answer', () => {
    let state = initialReturnState(0);
    expect(isPolling(state)).toBe(true);
    state = returnReducer(state, { type: 'result', donation: donation('pending'), at: 100 });
    expect(state.phase).toBe('pending');
    expect(isPolling(state)).toBe(true);
    for (const [status, phase] of [
      ['approved', 'approved'],
      ['rejected', 'rejected'],
      ['cancelled', 'cancelled'],
      ['refunded', 'refunded'],
      ['charged_back', 'refunded'],
      ['in_mediation', 'disputed'],
    ] as const) {
      const final = returnReducer(state, { type: 'result', donation: donation(status), at: 3000 });
      expect(final.phase).toBe(phase);
      expect(isPolling(final)).toBe(false);
    }
  });

  it('gives up after 2 minutes still pending, and a restart begins again', () => {
    let state = initialReturnState(0);
    state = returnReducer(state, { type: 'result', donation: donation('pending'), at: POLL_MAX_MS - 1 });
    expect(state.phase).toBe('pending');
    state = returnReducer(state, { type: 'result', donation: donation('pending'), at: POLL_MAX_MS });
    expect(state.phase).toBe('timeout');
    expect(isPolling(state)).toBe(false);
    state = returnReducer(state, { type: 'restart', at: POLL_MAX_MS + 5000 });
    expect(state).toMatchObject({ phase: 'loading', attempts: 0, startedAt: POLL_MAX_MS + 5000 });
    expect(state.donation?.status).toBe('pending');
  });

  it("says 'Donación no encontrada' for an unknown id and 'Error al consultar estado' when nothing is known", () => {
    expect(returnReducer(initialReturnState(0), { type: 'failure', notFound: true, at: 1 }).phase).toBe(
      'not-found',
    );
    const failed = returnReducer(initialReturnState(0), { type: 'failure', notFound: false, at: 1 });
    expect(failed).toMatchObject({ phase: 'error', error: 'Error al consultar estado' });
    expect(isPolling(failed)).toBe(false);
  });

  it('keeps polling through a failure once the donation is known', () => {
    let state = returnReducer(initialReturnState(0), {
      type: 'result',
      donation: donation('pending'),
      at: 1,
    });
    state = returnReducer(state, { type: 'failure', notFound: false, at: 2600 });
    expect(state).toMatchObject({ phase: 'pending', error: 'Error al consultar estado' });
    expect(isPolling(state)).toBe(true);
    state = returnReducer(state, { type: 'result', donation: donation('approved'), at: 5200 });
    expect(state).toMatchObject({ phase: 'approved', error: null });
  });

  it('sends the payment id with the first request and then every fourth', () => {
    let state = initialReturnState(0);
    const sent: boolean[] = [];
    for (let i = 0; i < 9; i++) {
      sent.push(sendsPaymentId(state));
      state = returnReducer(state, { type: 'result', donation: donation('pending'), at: i * 2500 });
    }
    expect(sent).toEqual([true, false, false, false, true, false, false, false, true]);
  });
});
