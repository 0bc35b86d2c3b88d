import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APP_PAGES } from '../entry-server';
import { lazyRoute } from './lazy-route';
import { SERVER_RENDERED_SCREENS } from './router';

function Screen() {
  return <p>pantalla</p>;
}

const inSuspense = (Route: () => React.ReactElement) =>
  renderToString(
    <Suspense fallback={<span>cargando</span>}>
      <Route />
    </Suspense>,
  );

describe('lazyRoute', () => {
  it('suspends before it is loaded, and renders at once after preload()', async () => {
    let calls = 0;
    const Route = lazyRoute(async () => {
      calls += 1;
      return { default: Screen };
    });
    expect(inSuspense(Route)).toContain('cargando');
    await Route.preload();
    await Route.preload();
    expect(inSuspense(Route)).toContain('pantalla');
    expect(calls).toBe(1);
  });

  it('tries a failed download again on the next preload', async () => {
    let fail = true;
    const Route = lazyRoute(async () => {
      if (fail) throw new Error('sin conexión');
      return { default: Screen };
    });
    await expect(Route.preload()).rejects.toThrow('sin conexión');
    fail = false;
    await Route.preload();
    expect(inSuspense(Route)).toContain('pantalla');
  });
});

describe('server-rendered app pages', () => {
  it('preload their screens before hydrating: one list per page, the same pages as the server renders', () => {
    expect(Object.keys(SERVER_RENDERED_SCREENS).sort()).toEqual(Object.keys(APP_PAGES).sort());
  });
});
