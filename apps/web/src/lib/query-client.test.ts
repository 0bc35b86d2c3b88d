import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { CACHE_TIME_MS, createQueryClient, shouldRetry } from './query-client';
import { queryKeys } from './query-keys';

const http = (status: number) => new ApiError({ message: 'x', status, kind: 'http' });
const transport = (kind: 'network' | 'timeout' | 'aborted') =>
  new ApiError({ message: 'x', status: 0, kind });

describe('query client', () => {
  it('retries transport failures and 5xx, never a 4xx, an aborted call or a third time', () => {
    expect(shouldRetry(0, transport('network'))).toBe(true);
    expect(shouldRetry(0, transport('timeout'))).toBe(true);
    expect(shouldRetry(0, http(503))).toBe(true);
    expect(shouldRetry(0, http(404))).toBe(false);
    expect(shouldRetry(0, http(401))).toBe(false);
    expect(shouldRetry(0, transport('aborted'))).toBe(false);
    expect(shouldRetry(2, transport('network'))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });

  it('is ready for a persisted cache: offline-first reads, answers kept a day', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('online');
    expect(defaults.queries?.gcTime).toBe(CACHE_TIME_MS);
    expect(CACHE_TIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('keys share prefixes, so a write invalidates every read of its resource', () => {
    expect(queryKeys.goals.active().slice(0, 1)).toEqual(queryKeys.goals.all);
    expect(queryKeys.donations.received('all', 10).slice(0, 1)).toEqual(queryKeys.donations.all);
    expect(queryKeys.public.profile('luna').slice(0, 1)).toEqual(queryKeys.public.all);
  });
});
