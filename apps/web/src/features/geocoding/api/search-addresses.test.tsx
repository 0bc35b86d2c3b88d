import { GEOCODING_MESSAGES, type GeocodeResult } from '@enlaza/shared/geocoding';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/render-with-query';
import { mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';
import { useAddressSearch } from './search-addresses';

setupDomTests();

const OBELISCO: GeocodeResult = {
  display_name: 'Obelisco, Avenida 9 de Julio, San Nicolás, Buenos Aires, Argentina',
  lat: -34.6037,
  lon: -58.3816,
  address: { city: 'Buenos Aires', country: 'Argentina', country_code: 'ar' },
};

function setup(answer: GeocodeResult[] | { status: number; message: string } = [OBELISCO]) {
  signIn();
  const api = mockApi({
    'GET /api/geocoding/search': Array.isArray(answer)
      ? { body: { success: true, data: { results: answer } } }
      : { status: answer.status, body: { message: answer.message } },
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ text, enabled }) => useAddressSearch(text, enabled), {
    initialProps: { text: '', enabled: true },
    wrapper,
  });
  const type = (text: string, enabled = true) => hook.rerender({ text, enabled });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { ...api, hook, type, wait };
}

describe('address search: debounce and minimum length (spec 02 §9)', () => {
  it('does not search below 3 characters, however long it waits', () => {
    const { calls, hook, type, wait } = setup();
    type('Ob');
    wait(2000);
    type('  Ob  ');
    wait(2000);
    expect(calls).toHaveLength(0);
    expect(hook.result.current).toEqual({ status: 'idle' });
  });

  it('searches once, 500 ms after the last keystroke, through our server', async () => {
    const { calls, hook, type, wait } = setup();
    type('Obe');
    wait(499);
    type('Obel');
    wait(499);
    type('Obeli');
    wait(499);
    expect(calls).toHaveLength(0);
    wait(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/geocoding/search?q=Obeli&limit=5');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(hook.result.current).toEqual({ status: 'loading', query: 'Obeli' });
    vi.useRealTimers();
    await waitFor(() =>
      expect(hook.result.current).toEqual({ status: 'done', query: 'Obeli', results: [OBELISCO] }),
    );
  });

  it('does not search text the creator did not type (a picked suggestion or a saved address)', () => {
    const { calls, hook, type, wait } = setup();
    type('Obelisco, Avenida 9 de Julio', false);
    wait(1000);
    expect(calls).toHaveLength(0);
    expect(hook.result.current.status).toBe('idle');
  });

  it('drops a pending search when the text falls under 3 characters again', () => {
    const { calls, type, wait } = setup();
    type('Teat');
    wait(300);
    type('Te');
    wait(1000);
    expect(calls).toHaveLength(0);
  });

  it('reports no results and server failures', async () => {
    const empty = setup([]);
    empty.type('Xyzabc');
    empty.wait(500);
    vi.useRealTimers();
    await waitFor(() => expect(empty.hook.result.current).toMatchObject({ status: 'done', results: [] }));
    empty.hook.unmount();

    const down = setup({ status: 503, message: GEOCODING_MESSAGES.unavailable });
    down.type('Obelisco');
    down.wait(500);
    vi.useRealTimers();
    await waitFor(() =>
      expect(down.hook.result.current).toEqual({
        status: 'error',
        query: 'Obelisco',
        message: GEOCODING_MESSAGES.unavailable,
      }),
    );
  });
});
