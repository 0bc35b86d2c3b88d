import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './gazetteer';
import { SimulatorGeocoder } from './simulator-geocoder';

describe('SimulatorGeocoder', () => {
  const geocoder = new SimulatorGeocoder();

  it('holds about thirty real Argentine places inside the country', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(30);
    for (const place of GAZETTEER) {
      expect(place.lat, place.name).toBeGreaterThan(-55.1);
      expect(place.lat, place.name).toBeLessThan(-21.7);
      expect(place.lon, place.name).toBeGreaterThan(-73.6);
      expect(place.lon, place.name).toBeLessThan(-53.6);
      expect(place.address.country).toBe('Argentina');
    }
  });

  it('finds places without regard to accents or case', async () => {
    for (const query of ['teatro colon', 'TEATRO COLÓN', 'Teatro Colón, Argentina']) {
      const [first] = await geocoder.search(query, { limit: 5 });
      expect(first?.display_name, query).toMatch(/^Teatro Colón, Cerrito 628/);
      expect(first?.lat).toBeCloseTo(-34.6011, 3);
      expect(first?.lon).toBeCloseTo(-58.3835, 3);
      expect(first?.address).toMatchObject({ road: 'Cerrito', house_number: '628', country_code: 'ar' });
    }
  });

  it('matches address words, cities and aliases', async () => {
    expect((await geocoder.search('Monumento a la Bandera', { limit: 5 }))[0]?.address.city).toBe('Rosario');
    expect((await geocoder.search('bombonera', { limit: 5 }))[0]?.display_name).toContain('Brandsen 805');
    expect((await geocoder.search('humboldt 450', { limit: 5 }))[0]?.display_name).toContain(
      'Movistar Arena',
    );
    const cordoba = await geocoder.search('cordoba', { limit: 5 });
    expect(cordoba.length).toBeGreaterThanOrEqual(3);
    expect(cordoba.every((r) => r.address.city === 'Córdoba')).toBe(true);
  });

  it('respects the limit and returns nothing for unknown places', async () => {
    expect(await geocoder.search('buenos aires', { limit: 2 })).toHaveLength(2);
    expect(await geocoder.search('calle que no existe 123', { limit: 5 })).toEqual([]);
    expect(await geocoder.search('argentina', { limit: 5 })).toEqual([]);
  });

  it('hands out copies, so callers cannot change the gazetteer', async () => {
    const [first] = await geocoder.search('obelisco', { limit: 1 });
    if (first) first.address.city = 'Otra';
    expect((await geocoder.search('obelisco', { limit: 1 }))[0]?.address.city).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
  });
});
