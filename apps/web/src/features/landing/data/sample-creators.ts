/**
 * Sample creators of the landing page teaser (spec 01 §2 Home, §9): illustrative marketing content,
 * not accounts. Goals run from $42.000 to $100.000.
 */
export interface SampleCreator {
  name: string;
  handle: string;
  category: 'musica' | 'arte' | 'emprendimiento';
  categoryLabel: string;
  bio: string;
  goal: { title: string; raised: number; target: number };
  nextEvent: string;
  followers: string;
  daysActive: number;
}

export const SAMPLE_CREATORS: readonly SampleCreator[] = [
  {
    name: 'Martina Ríos',
    handle: 'martinarios',
    category: 'musica',
    categoryLabel: 'Música',
    bio: 'Cantante de folk y cumbia santafesina. Estoy grabando mi primer EP.',
    goal: { title: 'Grabar mi EP en estudio', raised: 73_000, target: 100_000 },
    nextEvent: 'Show acústico en Santa Fe',
    followers: '12,4 mil',
    daysActive: 214,
  },
  {
    name: 'Tomás Aguirre',
    handle: 'tomasilustra',
    category: 'arte',
    categoryLabel: 'Arte',
    bio: 'Ilustrador cordobés. Dibujo paisajes serranos en acuarela y tinta.',
    goal: { title: 'Mi primera muestra individual', raised: 36_500, target: 42_000 },
    nextEvent: 'Taller de acuarela en Córdoba',
    followers: '8.900',
    daysActive: 156,
  },
  {
    name: 'Sofía Benítez',
    handle: 'huertasofi',
    category: 'emprendimiento',
    categoryLabel: 'Emprendimiento',
    bio: 'Huerta urbana en Mendoza: semillas nativas, talleres y compostaje.',
    goal: { title: 'Invernadero comunitario', raised: 48_750, target: 75_000 },
    nextEvent: 'Feria de semillas en Mendoza',
    followers: '5.200',
    daysActive: 98,
  },
];
