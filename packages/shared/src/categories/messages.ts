import type { z } from 'zod';
import type { categorySchema } from './contract';

export type Category = z.infer<typeof categorySchema>;

/** The eight categories of spec 02 §3: seeded into the database and used by the client when the API fails. */
export const DEFAULT_CATEGORIES: readonly Category[] = [
  {
    id: 1,
    name: 'Música',
    slug: 'musica',
    description: 'Músicos, bandas y productores',
    icon: '🎵',
    color: '#8b5cf6',
    order_position: 1,
  },
  {
    id: 2,
    name: 'Arte',
    slug: 'arte',
    description: 'Artistas visuales e ilustradores',
    icon: '🎨',
    color: '#ec4899',
    order_position: 2,
  },
  {
    id: 3,
    name: 'Emprendimiento',
    slug: 'emprendimiento',
    description: 'Emprendedores y marcas',
    icon: '🚀',
    color: '#f59e0b',
    order_position: 3,
  },
  {
    id: 4,
    name: 'Tecnología',
    slug: 'tecnologia',
    description: 'Desarrollo, ciencia y tecnología',
    icon: '💻',
    color: '#3b82f6',
    order_position: 4,
  },
  {
    id: 5,
    name: 'Educación',
    slug: 'educacion',
    description: 'Docentes y divulgadores',
    icon: '📚',
    color: '#10b981',
    order_position: 5,
  },
  {
    id: 6,
    name: 'Entretenimiento',
    slug: 'entretenimiento',
    description: 'Streamers, humor y espectáculos',
    icon: '🎬',
    color: '#ef4444',
    order_position: 6,
  },
  {
    id: 7,
    name: 'Deportes',
    slug: 'deportes',
    description: 'Atletas y entrenadores',
    icon: '⚽',
    color: '#14b8a6',
    order_position: 7,
  },
  {
    id: 8,
    name: 'Gastronomía',
    slug: 'gastronomia',
    description: 'Cocineros y proyectos gastronómicos',
    icon: '🍳',
    color: '#f97316',
    order_position: 8,
  },
];
