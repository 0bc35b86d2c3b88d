import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { describe, expect, it } from 'vitest';
import { mockApi, setupDomTests } from '../../../testing/setup-dom';
import { categoriesFromResponse, getCategories } from './get-categories';

setupDomTests();

const music = {
  id: 9,
  name: 'Música',
  slug: 'musica',
  description: '',
  icon: '🎵',
  color: '#000000',
  order_position: 1,
};

describe('categories', () => {
  it('reads the list under data.categories only', () => {
    expect(categoriesFromResponse({ categories: [music] })).toBeNull();
    expect(categoriesFromResponse({ data: { categories: [music, { id: 'x' }] } })).toEqual([music]);
    expect(categoriesFromResponse({ data: {} })).toBeNull();
  });

  it('uses the API list, and the eight defaults on any failure', async () => {
    mockApi({ 'GET /api/categories': { body: { success: true, data: { categories: [music] } } } });
    expect(await getCategories()).toEqual([music]);
    mockApi({ 'GET /api/categories': { status: 500 } });
    expect(await getCategories()).toEqual(DEFAULT_CATEGORIES);
    mockApi({ 'GET /api/categories': { body: { data: { categories: [] } } } });
    expect((await getCategories()).map((c) => c.name)).toEqual([
      'Música',
      'Arte',
      'Emprendimiento',
      'Tecnología',
      'Educación',
      'Entretenimiento',
      'Deportes',
      'Gastronomía',
    ]);
  });
});
