import { describe, expect, it } from 'vitest';
import { leadsIntoApp } from './app-entry';

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
