import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { appQueryClient, createQueryClient } from '../lib/query-client';

/**
 * Whose answers the cache holds: another account (or none) must never see them. Unknown at start, so
 * a cache restored on load (a later persister) is kept for the account that is still signed in.
 */
let cacheOwner: number | null | undefined;

/**
 * The data cache for every screen that reads the API. Only lazily loaded screens import it, so
 * TanStack Query loads with them and never with the landing or the server-rendered public pages.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // On the server every render gets a cache of its own: nothing is shared between visitors.
  const [serverClient] = useState(() => (typeof window === 'undefined' ? createQueryClient() : null));
  const userId = useAuth().user?.id ?? null;
  if (serverClient) return <QueryClientProvider client={serverClient}>{children}</QueryClientProvider>;
  // Cleared before the screens below read it; doing it again for the same owner changes nothing.
  if (userId !== cacheOwner) {
    if (cacheOwner !== undefined) appQueryClient.clear();
    cacheOwner = userId;
  }
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

/** The cache as a layout route, for the public screens that read the API. */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
