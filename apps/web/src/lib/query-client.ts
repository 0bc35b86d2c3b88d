import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long an answer is kept, in memory and saved on the device (query-persistence.ts): a week offline. */
export const CACHE_TIME_MS = 7 * 24 * 60 * 60 * 1000;
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
 * cached or restored answer is shown and a failed refetch leaves it in place; writes
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

// TanStack Query assumes a network until an 'offline' event: a page loaded offline must know at once,
// so a failed read pauses (keeping the saved answer) instead of retrying into an error.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The app's one cache; only the lazily loaded screens import it, so the landing's first load stays light. */
export const appQueryClient = createQueryClient();
