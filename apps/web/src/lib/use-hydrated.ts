import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating its markup, true once the page's script
 * runs: lets markup that works without JavaScript switch to its scripted form after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
