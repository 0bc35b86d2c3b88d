import type { Locator } from 'playwright-core';

/**
 * Whether the app has taken over a server-rendered element: React keeps its props on the elements it
 * hydrated. Login and register start the app only on the visitor's first touch (issue 38).
 */
export function hydratedByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));
}
