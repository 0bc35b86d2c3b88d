import type { GeocodeResult } from '@enlaza/shared/geocoding';
import { displayName, foldText } from './display-name';
import { GAZETTEER, type Place } from './gazetteer';
import type { Geocoder } from './geocoder-port';
import { LOCALITIES } from './localities';

/** Words that say nothing about which place is meant. */
const NOISE = new Set([
  'argentina',
  'a',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'en',
  'av',
  'avenida',
  'calle',
]);

interface Indexed {
  /** The place's name and aliases, folded. */
  names: string[];
  /** Words of the name and aliases. */
  nameWords: Set<string>;
  /** Those plus the neighbourhood and city. */
  placeWords: Set<string>;
  /** Every word, address included. */
  allWords: Set<string>;
  population: number;
  result: GeocodeResult;
}

const wordsOf = (parts: readonly (string | undefined)[]) =>
  new Set(foldText(parts.filter(Boolean).join(' ')).split(' ').filter(Boolean));

function indexed(place: Place): Indexed {
  const names = [place.name, ...(place.aliases ?? [])];
  const a = place.address;
  return {
    names: names.map(foldText),
    nameWords: wordsOf(names),
    placeWords: wordsOf([...names, a.suburb, a.city]),
    allWords: wordsOf([...names, ...Object.values(a)]),
    population: place.population ?? 0,
    result: { display_name: displayName(place.name, a), lat: place.lat, lon: place.lon, address: { ...a } },
  };
}

const INDEX: readonly Indexed[] = [...GAZETTEER, ...LOCALITIES].map(indexed);

interface Term {
  text: string;
  /** The word being typed (the last one): it may be the start of a word. */
  prefix: boolean;
}

function matches(words: Set<string>, terms: readonly Term[]): boolean {
  return terms.every((t) => (t.prefix ? [...words].some((w) => w.startsWith(t.text)) : words.has(t.text)));
}

/**
 * The default geocoder: a built-in gazetteer of Argentine venues, provincial capitals, localities and
 * neighbourhoods, matched without regard to accents or case. Every finished word typed must be a word
 * of the place and the word being typed the start of one. Names that start with the query come
 * first, then matches on the name, then on its neighbourhood or city, then on the rest of the
 * address; larger places first among equals.
 */
export class SimulatorGeocoder implements Geocoder {
  async search(query: string, options: { limit: number }): Promise<GeocodeResult[]> {
    const folded = foldText(query);
    const typing = !/[\s,.;]$/.test(query);
    const tokens = folded.split(' ').filter(Boolean);
    const terms: Term[] = tokens
      .map((text, i) => ({ text, prefix: typing && i === tokens.length - 1 }))
      .filter((t) => !NOISE.has(t.text));
    if (!terms.length) return [];
    return INDEX.map((entry, order) => ({ entry, order, tier: tierOf(entry, folded, terms) }))
      .filter((m): m is { entry: Indexed; order: number; tier: number } => m.tier !== null)
      .sort((a, b) => a.tier - b.tier || b.entry.population - a.entry.population || a.order - b.order)
      .slice(0, options.limit)
      .map(({ entry }) => structuredClone(entry.result));
  }
}

function tierOf(entry: Indexed, folded: string, terms: readonly Term[]): number | null {
  if (!matches(entry.allWords, terms)) return null;
  if (entry.names.some((n) => n.startsWith(folded))) return 0;
  if (matches(entry.nameWords, terms)) return 1;
  if (matches(entry.placeWords, terms)) return 2;
  return 3;
}
