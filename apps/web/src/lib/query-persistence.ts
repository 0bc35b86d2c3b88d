import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_KEY, readStoredSession, sessionStorageArea } from './auth/auth-storage';
import { CACHE_TIME_MS } from './query-client';

type PersistOptions = PersistQueryClientProviderProps['persistOptions'];

/**
 * The session's storage, written only while `ownerId` is still the one signed in: a save the
 * persister had queued when the session ended must not put that creator's answers back.
 */
function ownerStorage(ownerId: number) {
  const signedIn = () => readStoredSession().user?.id === ownerId;
  return {
    getItem: (key: string) => (signedIn() ? (sessionStorageArea()?.getItem(key) ?? null) : null),
    setItem: (key: string, value: string) => {
      if (signedIn()) sessionStorageArea()?.setItem(key, value);
    },
    removeItem: (key: string) => sessionStorageArea()?.removeItem(key),
  };
}

/**
 * How the dashboard's answers survive a reload without a network: every successful answer is saved
 * (throttled) beside the session, in the same storage as the token, and restored when the dashboard
 * opens. The owner's id is the buster, so a saved cache is never restored for another account;
 * logging out removes it (auth-storage.ts). Answers older than the cache time are dropped.
 */
export function persistOptionsFor(ownerId: number): PersistOptions {
  return {
    persister: createAsyncStoragePersister({
      storage: ownerStorage(ownerId),
      key: QUERY_CACHE_KEY,
      // Short, so a reload right after an answer arrives still finds it saved.
      throttleTime: 100,
    }),
    buster: String(ownerId),
    maxAge: CACHE_TIME_MS,
  };
}
