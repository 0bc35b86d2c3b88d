import type { GeocodeAddress } from '@enlaza/shared/geocoding';

export interface Place {
  name: string;
  address: GeocodeAddress;
  lat: number;
  lon: number;
  /** Other words people type for this place. */
  aliases?: string[];
  /** People living there (towns and neighbourhoods): ranks equally good matches. */
  population?: number;
}

const AR = { country: 'Argentina', country_code: 'ar' } as const;
const CABA = { city: 'Ciudad Autónoma de Buenos Aires', state: 'Ciudad Autónoma de Buenos Aires', ...AR };

/** Real Argentine venues and landmarks with their coordinates, for the offline geocoder (towns: localities-ar.psv). */
export const GAZETTEER: readonly Place[] = [
  {
    name: 'Obelisco de Buenos Aires',
    address: { road: 'Avenida 9 de Julio', suburb: 'San Nicolás', postcode: 'C1035', ...CABA },
    lat: -34.6037,
    lon: -58.3816,
  },
  {
    name: 'Teatro Colón',
    address: { road: 'Cerrito', house_number: '628', suburb: 'San Nicolás', postcode: 'C1010', ...CABA },
    lat: -34.6011,
    lon: -58.3835,
  },
  {
    name: 'Movistar Arena',
    address: { road: 'Humboldt', house_number: '450', suburb: 'Villa Crespo', postcode: 'C1414', ...CABA },
    lat: -34.5946,
    lon: -58.4478,
  },
  {
    name: 'Usina del Arte',
    address: {
      road: 'Agustín R. Caffarena',
      house_number: '1',
      suburb: 'La Boca',
      postcode: 'C1157',
      ...CABA,
    },
    lat: -34.6287,
    lon: -58.3569,
  },
  {
    name: 'Centro Cultural Kirchner',
    address: { road: 'Sarmiento', house_number: '151', suburb: 'San Nicolás', postcode: 'C1041', ...CABA },
    lat: -34.6033,
    lon: -58.3697,
    aliases: ['CCK', 'Palacio Libertad'],
  },
  {
    name: 'Estadio Luna Park',
    address: { road: 'Avenida Eduardo Madero', house_number: '470', suburb: 'San Nicolás', ...CABA },
    lat: -34.6027,
    lon: -58.3685,
  },
  {
    name: 'Teatro Gran Rex',
    address: { road: 'Avenida Corrientes', house_number: '857', suburb: 'San Nicolás', ...CABA },
    lat: -34.6035,
    lon: -58.3786,
  },
  {
    name: 'Plaza de Mayo',
    address: { road: 'Avenida Hipólito Yrigoyen', suburb: 'Monserrat', postcode: 'C1087', ...CABA },
    lat: -34.6083,
    lon: -58.3722,
  },
  {
    name: 'Centro Cultural Recoleta',
    address: { road: 'Junín', house_number: '1930', suburb: 'Recoleta', postcode: 'C1113', ...CABA },
    lat: -34.5866,
    lon: -58.3926,
  },
  {
    name: 'MALBA - Museo de Arte Latinoamericano de Buenos Aires',
    address: { road: 'Avenida Figueroa Alcorta', house_number: '3415', suburb: 'Palermo', ...CABA },
    lat: -34.5772,
    lon: -58.4035,
  },
  {
    name: 'La Rural - Predio Ferial de Buenos Aires',
    address: { road: 'Avenida Sarmiento', house_number: '2704', suburb: 'Palermo', ...CABA },
    lat: -34.5799,
    lon: -58.4208,
  },
  {
    name: 'Niceto Club',
    address: { road: 'Niceto Vega', house_number: '5510', suburb: 'Palermo', postcode: 'C1414', ...CABA },
    lat: -34.5865,
    lon: -58.4362,
  },
  {
    name: 'Café Vinilo',
    address: { road: 'Gorriti', house_number: '3780', suburb: 'Palermo', postcode: 'C1172', ...CABA },
    lat: -34.5938,
    lon: -58.4205,
  },
  {
    name: 'Estadio Alberto J. Armando',
    address: { road: 'Brandsen', house_number: '805', suburb: 'La Boca', postcode: 'C1161', ...CABA },
    lat: -34.6356,
    lon: -58.3649,
    aliases: ['La Bombonera'],
  },
  {
    name: 'Estadio Monumental',
    address: { road: 'Avenida Figueroa Alcorta', house_number: '7597', suburb: 'Núñez', ...CABA },
    lat: -34.5453,
    lon: -58.4498,
    aliases: ['River Plate', 'Más Monumental'],
  },
  {
    name: 'Planetario Galileo Galilei',
    address: { road: 'Avenida Sarmiento', suburb: 'Palermo', ...CABA },
    lat: -34.5696,
    lon: -58.4116,
  },
  {
    name: 'Tecnópolis',
    address: {
      road: 'Juan Bautista de La Salle',
      house_number: '4397',
      suburb: 'Villa Martelli',
      city: 'Vicente López',
      state: 'Buenos Aires',
      ...AR,
    },
    lat: -34.5594,
    lon: -58.5136,
  },
  {
    name: 'Teatro Argentino de La Plata',
    address: {
      road: 'Avenida 51',
      house_number: '902',
      city: 'La Plata',
      state: 'Buenos Aires',
      postcode: 'B1900',
      ...AR,
    },
    lat: -34.9183,
    lon: -57.9512,
  },
  {
    name: 'Catedral de La Plata',
    address: { road: 'Calle 14', city: 'La Plata', state: 'Buenos Aires', postcode: 'B1900', ...AR },
    lat: -34.9225,
    lon: -57.9559,
  },
  {
    name: 'Casino Central de Mar del Plata',
    address: {
      road: 'Avenida Marítimo Peralta Ramos',
      house_number: '2100',
      city: 'Mar del Plata',
      state: 'Buenos Aires',
      postcode: 'B7600',
      ...AR,
    },
    lat: -38.0069,
    lon: -57.5428,
  },
  {
    name: 'Centro Cultural Parque de España',
    address: {
      road: 'Avenida de la Libertad',
      house_number: '1',
      city: 'Rosario',
      state: 'Santa Fe',
      postcode: 'S2000',
      ...AR,
    },
    lat: -32.9422,
    lon: -60.6313,
    aliases: ['Parque de España'],
  },
  {
    name: 'Monumento Nacional a la Bandera',
    address: {
      road: 'Santa Fe',
      house_number: '581',
      city: 'Rosario',
      state: 'Santa Fe',
      postcode: 'S2000',
      ...AR,
    },
    lat: -32.9476,
    lon: -60.6302,
  },
  {
    name: 'Plaza San Martín',
    address: { road: '25 de Mayo', city: 'Córdoba', state: 'Córdoba', postcode: 'X5000', ...AR },
    lat: -31.4168,
    lon: -64.1836,
  },
  {
    name: 'Teatro del Libertador General San Martín',
    address: {
      road: 'Avenida Vélez Sarsfield',
      house_number: '365',
      city: 'Córdoba',
      state: 'Córdoba',
      postcode: 'X5000',
      ...AR,
    },
    lat: -31.4194,
    lon: -64.1875,
  },
  {
    name: 'Estadio Mario Alberto Kempes',
    address: { road: 'Avenida Cárcano', city: 'Córdoba', state: 'Córdoba', ...AR },
    lat: -31.3689,
    lon: -64.2461,
  },
  {
    name: 'Plaza Independencia',
    address: { road: 'Patricias Mendocinas', city: 'Mendoza', state: 'Mendoza', postcode: 'M5500', ...AR },
    lat: -32.8895,
    lon: -68.8458,
  },
  {
    name: 'Centro Cívico de Bariloche',
    address: {
      road: 'Bartolomé Mitre',
      city: 'San Carlos de Bariloche',
      state: 'Río Negro',
      postcode: 'R8400',
      ...AR,
    },
    lat: -41.1335,
    lon: -71.3103,
  },
  {
    name: 'Plaza 9 de Julio',
    address: { road: 'Caseros', city: 'Salta', state: 'Salta', postcode: 'A4400', ...AR },
    lat: -24.7883,
    lon: -65.4106,
  },
  {
    name: 'Casa Histórica de la Independencia',
    address: {
      road: 'Congreso',
      house_number: '151',
      city: 'San Miguel de Tucumán',
      state: 'Tucumán',
      postcode: 'T4000',
      ...AR,
    },
    lat: -26.8323,
    lon: -65.2036,
  },
];
