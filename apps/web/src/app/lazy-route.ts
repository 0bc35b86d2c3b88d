import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/** A screen loaded on demand that can also be loaded ahead (before hydration, see main.tsx). */
export interface LazyRoute {
  (): ReactElement;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once `preload()` has resolved the screen renders at once instead of
 * suspending first. Hydrating a server-rendered page whose screen is already loaded then never leaves
 * a Suspense boundary waiting: an update arriving meanwhile (a tap on a `#section` link fires
 * popstate, which the router turns into a new location) would make React drop the server's markup
 * and show the loading fallback instead.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Route = (): ReactElement => createElement(loaded ?? Lazy);
  return Object.assign(Route, { preload });
}
