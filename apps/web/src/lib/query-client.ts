import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long an unused answer stays in memory: long enough for a later persister to restore it offline. */
export const CACHE_TIME_MS = 24 * 60 * 60 * 1000;
const MAX_RETRIES = 2;

/** Transport failures and 5xx are worth another try; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'aborted') return false;
  return error.kind !== 'http' || error.status >= 500;
}

/**
 * The dashboard's single data cache. `offlineFirst` runs a query once even without a network, so a
 * cached (or, later, persisted) answer is shown and a failed refetch leaves it in place; writes
 * always go out and fail with the client's own connection message when offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        gcTime: CACHE_TIME_MS,
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The app's one cache; only the lazily loaded screens import it, so the landing's first load stays light. */
export const appQueryClient = createQueryClient();
