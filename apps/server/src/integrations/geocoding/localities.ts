import fs from 'node:fs';
import path from 'node:path';
import type { Place } from './gazetteer';

/** ISO 3166-2:AR province letters. */
const PROVINCES: Record<string, string> = {
  A: 'Salta',
  B: 'Buenos Aires',
  C: 'Ciudad Autónoma de Buenos Aires',
  D: 'San Luis',
  E: 'Entre Ríos',
  F: 'La Rioja',
  G: 'Santiago del Estero',
  H: 'Chaco',
  J: 'San Juan',
  K: 'Catamarca',
  L: 'La Pampa',
  M: 'Mendoza',
  N: 'Misiones',
  P: 'Formosa',
  Q: 'Neuquén',
  R: 'Río Negro',
  S: 'Santa Fe',
  T: 'Tucumán',
  U: 'Chubut',
  V: 'Tierra del Fuego',
  W: 'Corrientes',
  X: 'Córdoba',
  Y: 'Jujuy',
  Z: 'Santa Cruz',
};

export type LocalityKind = 'capital' | 'locality' | 'neighbourhood';
const KINDS: Record<string, LocalityKind> = { c: 'capital', l: 'locality', b: 'neighbourhood' };

export interface Locality extends Place {
  kind: LocalityKind;
  population: number;
}

/** One line of localities-ar.psv as a place; throws on a malformed line so a bad edit fails loudly. */
export function parseLocalityLine(line: string): Locality {
  const [code = '', name = '', lat = '', lon = '', population = '', kind = '', city = '', aliases = ''] =
    line.split('|');
  const state = PROVINCES[code];
  const placeKind = KINDS[kind];
  const numbers = [Number(lat), Number(lon), Number(population)];
  if (!state || !placeKind || !name.trim() || numbers.some((n) => !Number.isFinite(n))) {
    throw new Error(`localities-ar.psv: bad line "${line}"`);
  }
  const address =
    placeKind === 'neighbourhood' ? { suburb: name, city: city || state, state } : { city: name, state };
  return {
    name,
    address: { ...address, country: 'Argentina', country_code: 'ar' },
    lat: Number(lat),
    lon: Number(lon),
    population: Number(population),
    kind: placeKind,
    ...(aliases ? { aliases: aliases.split(',').map((a) => a.trim()) } : {}),
  };
}

export function parseLocalities(text: string): Locality[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map(parseLocalityLine);
}

/** Provincial capitals, main localities and neighbourhoods (apps/server/.../localities-ar.psv). */
export const LOCALITIES: readonly Locality[] = parseLocalities(
  fs.readFileSync(path.join(import.meta.dirname, 'localities-ar.psv'), 'utf8'),
);
