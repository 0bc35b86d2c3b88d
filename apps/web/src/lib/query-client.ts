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
 * The dashboard's single data cache. Reads wait while the browser is offline (`online` mode: the
 * service worker never answers the API, so trying is pointless), which leaves a cached or restored
 * answer on screen instead of turning it into an error; they run when the connection returns. Writes
 * always go out and fail with the client's own connection message when offline.
 */
export function createQueryClient(gcTime = CACHE_TIME_MS): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'online',
        gcTime,
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/**
 * One server render's cache. Its queries never schedule their removal: a timer of CACHE_TIME_MS per
 * query would keep every render's cache and data alive for a week (issue #18); with none, the cache
 * goes with the render.
 */
export function createServerQueryClient(): QueryClient {
  return createQueryClient(Number.POSITIVE_INFINITY);
}

// TanStack Query assumes a network until an 'offline' event: a page loaded offline must know at once,
// so its reads wait (keeping the saved answers) instead of failing into error screens.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * A read that has nothing to show and is waiting for the network to come back: offline, a screen
 * without a saved answer says it could not load instead of spinning until the connection returns.
 */
export function waitingOffline(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}

/** The app's one cache; only the lazily loaded screens import it, so the landing's first load stays light. */
export const appQueryClient = createQueryClient();
