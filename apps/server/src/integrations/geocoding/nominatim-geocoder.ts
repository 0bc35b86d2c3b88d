import type { GeocodeAddress, GeocodeResult } from '@enlaza/shared/geocoding';
import { z } from 'zod';
import { type Geocoder, GeocoderUnavailableError } from './geocoder-port';
import { getJson, type HttpGeocoderOptions } from './http-json';

const text = z.string().optional().catch(undefined);

const nominatimPlace = z.object({
  display_name: z.string(),
  lat: z.coerce.number().finite(),
  lon: z.coerce.number().finite(),
  address: z
    .object({
      road: text,
      pedestrian: text,
      house_number: text,
      suburb: text,
      neighbourhood: text,
      city: text,
      town: text,
      village: text,
      municipality: text,
      state: text,
      postcode: text,
      country: text,
      country_code: text,
    })
    .optional(),
});

function toAddress(a: z.infer<typeof nominatimPlace>['address']): GeocodeAddress {
  if (!a) return {};
  const out: GeocodeAddress = {
    road: a.road ?? a.pedestrian,
    house_number: a.house_number,
    suburb: a.suburb ?? a.neighbourhood,
    city: a.city ?? a.town ?? a.village ?? a.municipality,
    state: a.state,
    postcode: a.postcode,
    country: a.country,
    country_code: a.country_code,
  };
  for (const key of Object.keys(out) as (keyof GeocodeAddress)[]) if (out[key] === undefined) delete out[key];
  return out;
}

/** The query as sent: Argentina is appended unless the text already names it. */
export function withCountry(query: string): string {
  return /\bargentina\s*$/i.test(query) ? query : `${query}, Argentina`;
}

/**
 * Nominatim's /search (jsonv2, address details, Spanish, Argentina only). Use it only behind the
 * caching and throttling decorator: the public server allows 1 request per second per application.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(private readonly options: HttpGeocoderOptions) {}

  async search(query: string, { limit }: { limit: number }): Promise<GeocodeResult[]> {
    const url = new URL(`${this.options.baseUrl}/search`);
    url.searchParams.set('q', withCountry(query));
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('countrycodes', 'ar');
    url.searchParams.set('accept-language', 'es');
    const body = await getJson(url, this.options);
    if (!Array.isArray(body)) throw new GeocoderUnavailableError('unexpected answer');
    const results: GeocodeResult[] = [];
    for (const item of body) {
      const place = nominatimPlace.safeParse(item);
      if (!place.success) continue;
      results.push({
        display_name: place.data.display_name,
        lat: place.data.lat,
        lon: place.data.lon,
        address: toAddress(place.data.address),
      });
    }
    return results.slice(0, limit);
  }
}
