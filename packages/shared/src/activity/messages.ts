import { formatARS } from '../format/format';

/**
 * Everything the activity log records about a creator (issue 10). Append-only: each entry is written
 * in the same transaction as the change it describes.
 */
export const ACTIVITY_KINDS = [
  'donation_approved',
  'link_created',
  'link_updated',
  'link_deleted',
  'goal_created',
  'goal_updated',
  'goal_deleted',
  'event_created',
  'event_updated',
  'event_deleted',
  'profile_updated',
  'theme_updated',
  'payment_connected',
  'payment_disconnected',
  'music_changed',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The statistics screen reads the log this many entries at a time (the home shows STATS_RECENT_ACTIVITIES). */
export const ACTIVITY_PAGE_SIZE = 20;

export const ACTIVITY_MESSAGES = {
  empty: 'Todavía no hay actividad',
  loadFailed: 'Error al cargar la actividad',
  loadMore: 'Ver más actividad',
  cursorInvalid: 'El cursor de la actividad no es válido',
} as const;

/** What an entry carries besides its kind: the title it concerns, an amount in pesos for donations. */
export interface ActivityDetails {
  title: string | null;
  amount: number | null;
}

const quoted = (title: string | null) => `"${title ?? ''}"`;

/** The sentence the creator reads, e.g. 'Creaste el enlace "Instagram"'. */
export function describeActivityKind(kind: ActivityKind, { title, amount }: ActivityDetails): string {
  switch (kind) {
    case 'donation_approved': {
      const money = formatARS(amount ?? 0);
      return title ? `Recibiste una donación de ${money} de ${title}` : `Recibiste una donación de ${money}`;
    }
    case 'link_created':
      return `Creaste el enlace ${quoted(title)}`;
    case 'link_updated':
      return `Actualizaste el enlace ${quoted(title)}`;
    case 'link_deleted':
      return `Eliminaste el enlace ${quoted(title)}`;
    case 'goal_created':
      return `Creaste el objetivo ${quoted(title)}`;
    case 'goal_updated':
      return `Actualizaste el objetivo ${quoted(title)}`;
    case 'goal_deleted':
      return `Eliminaste el objetivo ${quoted(title)}`;
    case 'event_created':
      return `Creaste el evento ${quoted(title)}`;
    case 'event_updated':
      return `Actualizaste el evento ${quoted(title)}`;
    case 'event_deleted':
      return `Eliminaste el evento ${quoted(title)}`;
    case 'profile_updated':
      return 'Actualizaste tu perfil';
    case 'theme_updated':
      return 'Cambiaste los colores de tu página';
    case 'payment_connected':
      return 'Conectaste tu cuenta de Mercado Pago';
    case 'payment_disconnected':
      return 'Desconectaste tu cuenta de Mercado Pago';
    case 'music_changed':
      return title ? `Destacaste ${quoted(title)} en tu página` : 'Quitaste la música destacada';
  }
}
