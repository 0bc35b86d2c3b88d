import { describe, expect, it } from 'vitest';
import { leadsIntoApp, startAppOnIntent, startsOnIntent } from './app-entry';

const ORIGIN = 'https://enlaza.ar';

describe('links into the app (the islands prefetch its entry on intent on them)', () => {
  it('are our own account and dashboard addresses', () => {
    for (const href of ['/login', '/register', '/dashboard', '/dashboard/links', `${ORIGIN}/login?x=1`]) {
      expect(leadsIntoApp(href, ORIGIN), href).toBe(true);
    }
  });

  it('are not the server pages, other sites or look-alike paths', () => {
    for (const href of [
      '/',
      '/creadores-destacados',
      '/terminos',
      '/u/demo',
      '/loginx',
      'https://otro.ar/login',
      '#como-funciona',
      'mailto:hola@enlaza.ar',
    ]) {
      expect(leadsIntoApp(href, ORIGIN), href).toBe(false);
    }
  });
});

describe('login and register start the app on the first touch', () => {
  const page = (meta: string) => {
    const doc = document.implementation.createHTMLDocument('login');
    doc.head.innerHTML = meta;
    doc.body.innerHTML = '<form><input name="email"><button>Entrar</button></form>';
    return doc;
  };

  it('are the pages that say so', () => {
    expect(startsOnIntent(page('<meta name="enlaza-app-start" content="intent">'))).toBe(true);
    expect(startsOnIntent(page('<meta name="enlaza-app" content="/assets/main.js">'))).toBe(false);
  });

  it.each([
    [
      'a focus',
      (doc: Document) =>
        doc.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ],
    [
      'a key',
      (doc: Document) => doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' })),
    ],
    [
      'a pointer',
      (doc: Document) =>
        doc.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    ],
    ['a touch', (doc: Document) => doc.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('start it once, on %s, and not before', (_, touch) => {
    const doc = page('<meta name="enlaza-app-start" content="intent">');
    let started = 0;
    startAppOnIntent(doc, () => {
      started += 1;
    });
    doc.body.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(started).toBe(0);
    touch(doc);
    expect(started).toBe(1);
    touch(doc);
    doc.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(started).toBe(1);
  });
});
