import { afterEach, describe, expect, it } from 'vitest';
import { announceInlinedStylesheets } from './inlined-stylesheets';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('announceInlinedStylesheets', () => {
  it('names each inlined stylesheet with a disabled link, so it is not downloaded again', () => {
    document.head.innerHTML =
      '<style data-href="/assets/legal-abc.css">.legal{}</style><style>.other{}</style>' +
      '<style data-href="/assets/main-def.css">body{}</style>';
    announceInlinedStylesheets();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.disabled])).toEqual([
      ['stylesheet', '/assets/legal-abc.css', true],
      ['stylesheet', '/assets/main-def.css', true],
    ]);
    // What Vite's preload helper compares: the absolute address.
    expect(links[0]?.href).toBe(new URL('/assets/legal-abc.css', location.href).href);
  });
});
