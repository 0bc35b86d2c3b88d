import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './gazetteer';
import { LOCALITIES, parseLocalityLine } from './localities';
import { SimulatorGeocoder } from './simulator-geocoder';

describe('SimulatorGeocoder', () => {
  const geocoder = new SimulatorGeocoder();

  it('holds real Argentine venues, towns and neighbourhoods inside the country', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(25);
    expect(LOCALITIES.length).toBeGreaterThanOrEqual(250);
    for (const place of [...GAZETTEER, ...LOCALITIES]) {
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

  it('knows every provincial capital', async () => {
    const capitals = LOCALITIES.filter((l) => l.kind === 'capital');
    expect(new Set(capitals.map((c) => c.address.state)).size).toBe(24);
    for (const query of [
      'Viedma',
      'Rawson',
      'Río Gallegos',
      'San Fernando del Valle de Catamarca',
      'Formosa',
    ]) {
      const [first] = await geocoder.search(query, { limit: 3 });
      expect(first?.address.city, query).toBe(query);
    }
  });

  it("finds 'Güemes' in any spelling, the larger place first", async () => {
    for (const query of ['Güemes', 'guemes', 'GUEMES', 'güem']) {
      const results = await geocoder.search(query, { limit: 5 });
      expect(results.length, query).toBeGreaterThanOrEqual(2);
      expect(results[0]?.display_name, query).toBe('General Güemes, Salta, Argentina');
      expect(results.some((r) => r.address.suburb === 'Güemes' && r.address.city === 'Córdoba')).toBe(true);
    }
  });

  it("offers Mar del Plata first for 'Mar del', and no Córdoba places", async () => {
    const results = await geocoder.search('Mar del', { limit: 5 });
    expect(results[0]?.address).toMatchObject({ city: 'Mar del Plata', state: 'Buenos Aires' });
    expect(results[0]?.lat).toBeCloseTo(-38.0, 1);
    expect(results.map((r) => r.address.city)).toContain('Mar del Tuyú');
    expect(results.some((r) => r.address.state === 'Córdoba')).toBe(false);
    expect((await geocoder.search('mar del pla', { limit: 5 }))[0]?.address.city).toBe('Mar del Plata');
  });

  it('matches words and neighbourhoods, ranked by population', async () => {
    const palermo = await geocoder.search('palermo', { limit: 3 });
    expect(palermo[0]?.display_name).toBe('Palermo, Ciudad Autónoma de Buenos Aires, Argentina');
    // 'San' starts many names: the largest towns come first.
    const san = await geocoder.search('san', { limit: 3 });
    expect(san.map((r) => r.address.city)).toEqual(['San Miguel de Tucumán', 'Santa Fe', 'San Juan']);
    expect((await geocoder.search('bariloche', { limit: 3 }))[0]?.address.city).toBe(
      'San Carlos de Bariloche',
    );
    expect((await geocoder.search('villa maria', { limit: 3 }))[0]?.address.city).toBe('Villa María');
    expect((await geocoder.search('nueva cordoba', { limit: 3 }))[0]?.address).toMatchObject({
      suburb: 'Nueva Córdoba',
      city: 'Córdoba',
    });
  });

  it('refuses a malformed data line', () => {
    expect(() => parseLocalityLine('ZZ|Nada|x|y|1|l||')).toThrow(/bad line/);
    expect(parseLocalityLine('B|Tandil|-37.32|-59.13|130000|l||')).toMatchObject({
      name: 'Tandil',
      address: { city: 'Tandil', state: 'Buenos Aires', country_code: 'ar' },
      population: 130000,
    });
  });

  it('hands out copies, so callers cannot change the gazetteer', async () => {
    const [first] = await geocoder.search('obelisco', { limit: 1 });
    if (first) first.address.city = 'Otra';
    expect((await geocoder.search('obelisco', { limit: 1 }))[0]?.address.city).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
  });
});
