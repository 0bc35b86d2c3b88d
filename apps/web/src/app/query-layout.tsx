import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { appQueryClient, createServerQueryClient } from '../lib/query-client';
import { persistOptionsFor } from '../lib/query-persistence';

/**
 * Whose answers the cache holds: another account (or none) must never see them. Unknown at start, so
 * a cache restored on load is kept for the account that is still signed in.
 */
let cacheOwner: number | null | undefined;

/**
 * The data cache for every screen that reads the API. Only lazily loaded screens import it, so
 * TanStack Query (and its persister) load with them and never with the landing or the
 * server-rendered public pages. Signed in, the answers are saved and restored on the next load, so
 * the screens opened before show their last data offline (lib/query-persistence.ts).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // On the server every render gets a cache of its own: nothing is shared between visitors.
  const [serverClient] = useState(() => (typeof window === 'undefined' ? createServerQueryClient() : null));
  const userId = useAuth().user?.id ?? null;
  const persistOptions = useMemo(
    () => (userId === null || serverClient ? null : persistOptionsFor(userId)),
    [userId, serverClient],
  );
  if (serverClient) return <QueryClientProvider client={serverClient}>{children}</QueryClientProvider>;
  // Cleared before the screens below read it; doing it again for the same owner changes nothing.
  if (userId !== cacheOwner) {
    if (cacheOwner !== undefined) appQueryClient.clear();
    cacheOwner = userId;
  }
  if (!persistOptions) return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={appQueryClient}
      persistOptions={persistOptions}
      // Restored answers are shown at once but read again as if old, so a reload never hides a change;
      // offline there is nothing to read them from (the queries wait for the connection instead).
      onSuccess={() => {
        if (onlineManager.isOnline()) void appQueryClient.invalidateQueries();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/** The cache as a layout route, for the public screens that read the API. */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
