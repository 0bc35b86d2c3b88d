import type { GeocodeAddress } from '@enlaza/shared/geocoding';

/** 'Teatro Colón, Cerrito 628, San Nicolás, Ciudad Autónoma de Buenos Aires, C1010, Argentina'. */
export function displayName(name: string | undefined, a: GeocodeAddress): string {
  const street = [a.road, a.house_number].filter(Boolean).join(' ');
  const parts = [
    name,
    street,
    a.suburb,
    a.city,
    a.city === a.state ? undefined : a.state,
    a.postcode,
    a.country,
  ];
  const present = parts.filter((p): p is string => Boolean(p?.trim()));
  return [...new Set(present)].join(', ');
}

/** Lowercase, without accents or punctuation, single spaces: how queries and places are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
