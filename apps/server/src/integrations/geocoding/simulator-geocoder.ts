import type { GeocodeResult } from '@enlaza/shared/geocoding';
import { displayName, foldText } from './display-name';
import { GAZETTEER, type Place } from './gazetteer';
import type { Geocoder } from './geocoder-port';

/** Words that say nothing about which place is meant. */
const NOISE = new Set([
  'argentina',
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
  place: Place;
  name: string;
  words: string[];
  result: GeocodeResult;
}

const INDEX: Indexed[] = GAZETTEER.map((place) => {
  const text = [place.name, ...(place.aliases ?? []), ...Object.values(place.address)].join(' ');
  return {
    place,
    name: foldText(place.name),
    words: foldText(text).split(' '),
    result: {
      display_name: displayName(place.name, place.address),
      lat: place.lat,
      lon: place.lon,
      address: { ...place.address },
    },
  };
});

/**
 * The default geocoder: a built-in gazetteer of real Argentine places, matched without regard to
 * accents or case. Every word typed must start a word of the place (name, aliases or address).
 */
export class SimulatorGeocoder implements Geocoder {
  async search(query: string, options: { limit: number }): Promise<GeocodeResult[]> {
    const folded = foldText(query);
    const terms = folded.split(' ').filter((t) => t && !NOISE.has(t));
    if (!terms.length) return [];
    return INDEX.filter((entry) => terms.every((t) => entry.words.some((w) => w.startsWith(t))))
      .map((entry) => ({
        entry,
        score: entry.name.startsWith(folded) ? 0 : entry.name.includes(terms[0] ?? '') ? 1 : 2,
      }))
      .sort((a, b) => a.score - b.score)
      .slice(0, options.limit)
      .map(({ entry }) => structuredClone(entry.result));
  }
}
