import type { z } from 'zod';
import type { DonationsClosedReason } from './donations-closed';
import type { EventGorra } from './event-gorra-card';
import type { EventCategory } from './events';
import type {
  publicCategorySchema,
  publicEventCountsSchema,
  publicEventOwnerSchema,
  publicEventSchema,
  publicGoalSchema,
  publicLinkSchema,
  publicMusicContentSchema,
  publicPaginationSchema,
  publicProfileSchema,
  publicSpotifyConnectionSchema,
} from './public-contract';

/**
 * What visitors see of a creator (spec 01 §2 public profile, events list and event detail). The
 * public presenters build these shapes; nothing else of a creator ever leaves the server for a visitor.
 */

/** Every text of spec 01 §2, §8 about the public pages, plus the pages' own wording. */
export const PUBLIC_MESSAGES = {
  userNotFound: 'Usuario no encontrado',
  eventNotFound: 'Evento no encontrado',
  profileNotFound: 'Perfil no encontrado',
  profileNotFoundText: 'No encontramos ninguna página con el usuario',
  eventNotFoundText: 'El evento que buscas no existe o ya no está disponible.',
  linkNotFound: 'Enlace no encontrado',
  linkNotFoundText: 'El enlace que buscas no existe o ya no está disponible.',
  goHome: 'Volver al inicio',
  profileLoadFailed: 'Error al cargar perfil público',
  eventsLoadFailed: 'Error al cargar eventos públicos',
  userEventsLoadFailed: 'Error al cargar eventos del usuario',
  eventLoadFailed: 'Error al cargar evento',
  eventPageLoadFailed: 'No se pudo cargar el evento',
  noLinks: 'No hay enlaces disponibles',
  upcomingEvents: 'Próximos eventos',
  seeAllEvents: 'Ver todos los eventos',
  share: 'Compartir',
  shareProfile: 'Compartir perfil',
  shareEvent: 'Compartir Evento',
  linkCopied: 'Enlace copiado al portapapeles',
  eventLinkCopied: '¡Link copiado al portapapeles!',
  copyFailed: 'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.',
  backToDashboard: 'Volver al dashboard',
  backToProfile: 'Volver al perfil',
  poweredBy: 'Powered by',
  raisedOf: 'recaudados de',
  contribute: 'Contribuir',
  tabAll: 'Todos',
  tabUpcoming: 'Próximos',
  tabPast: 'Pasados',
  statusUpcoming: 'Próximo',
  statusPast: 'Finalizado',
  emptyAll: 'Este creador todavía no publicó eventos.',
  emptyUpcoming: 'No hay eventos próximos por ahora.',
  emptyPast: 'Todavía no hay eventos pasados.',
  eventsOf: 'Eventos de',
  join: 'Unirse',
  tickets: 'Entradas',
  getTickets: 'Conseguir Entradas',
  online: 'Evento Online',
  onlineShort: 'Online',
  featured: 'Destacado',
  organizedBy: 'Organizado por',
  viewProfile: 'Ver perfil',
  date: 'Fecha',
  ends: 'Finaliza',
  location: 'Ubicación',
  price: 'Precio',
  capacity: 'Capacidad',
  capacityPeople: 'personas',
  duration: 'Duración',
  hours: 'horas',
  hour: 'hora',
  onlineLink: 'Enlace del evento',
  mapTitle: 'Mapa de la ubicación del evento',
  openInMaps: 'Abrir en mapas',
  qrTitle: 'Código QR del evento',
  qrHint: 'Escanéalo para abrir esta página',
  featuredTrack: 'Canción destacada',
  featuredAlbum: 'Álbum destacado',
  listenOnSpotify: 'Escuchar en Spotify',
  preview: 'Preview',
  pause: 'Pausar',
  musicUrlInvalid: 'La URL de la música no es válida',
  clickFailed: 'Error al registrar click',
  loading: 'Cargando...',
} as const;

/** The emoji shown for an event's category on cards and in the detail hero. */
export const EVENT_CATEGORY_EMOJI: Record<EventCategory, string> = {
  concert: '🎵',
  workshop: '🛠️',
  conference: '🎤',
  meetup: '🤝',
  exhibition: '🖼️',
  performance: '🎭',
  launch: '🚀',
  networking: '🌐',
  other: '📅',
};

export type PublicCategory = z.infer<typeof publicCategorySchema>;
export type PublicLink = z.infer<typeof publicLinkSchema>;
export type PublicGoal = z.infer<typeof publicGoalSchema>;
export type PublicMusicContent = z.infer<typeof publicMusicContentSchema>;
export type PublicSpotifyConnection = z.infer<typeof publicSpotifyConnectionSchema>;
export type PublicEventOwner = z.infer<typeof publicEventOwnerSchema>;
export type PublicEvent = z.infer<typeof publicEventSchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type PublicEventCounts = z.infer<typeof publicEventCountsSchema>;
export type PublicPagination = z.infer<typeof publicPaginationSchema>;

/** Events a public events page lists at once (the API's largest page). */
export const PUBLIC_EVENTS_PAGE_SIZE = 100;

export const EVENT_TABS = ['all', 'upcoming', 'past'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** '?tab=' of the events list; anything unknown is the 'Todos' tab. */
export function parseEventTab(value: unknown): EventTab {
  return typeof value === 'string' && (EVENT_TABS as readonly string[]).includes(value)
    ? (value as EventTab)
    : 'all';
}

/** One server-rendered public page: the same object is rendered on the server and hydrated in the browser. */
export type PublicPage =
  | { kind: 'profile'; profile: PublicProfile }
  | {
      kind: 'events';
      user: PublicEventOwner;
      tab: EventTab;
      events: PublicEvent[];
      counts: PublicEventCounts;
    }
  | {
      kind: 'event';
      event: PublicEvent & { user: PublicEventOwner };
      qrDataUrl: string | null;
      /** 'Pasar la gorra' (server-rendered page only; the app's own route leaves it out). */
      gorra?: EventGorra | null;
    }
  | DonatePage
  | { kind: 'not-found'; what: 'profile' | 'events' | 'event' | 'link'; username: string };

/** The fields of the donation form that works without JavaScript (/u/{username}/aportar). */
export type DonateField = 'goal_id' | 'amount' | 'donor_name' | 'message';

/**
 * The server-rendered donation form: what was typed and what was wrong with it. `goal` is null when
 * the creator has no active goal or cannot receive donations now. Rendered on the server only: the
 * browser leaves it as it is (a plain form needs no script).
 */
export interface DonatePage {
  kind: 'donate';
  creator: Pick<PublicProfile, 'full_name' | 'username' | 'profile_image' | 'theme'>;
  goal: Pick<PublicGoal, 'id' | 'title' | 'current_amount' | 'target_amount'> | null;
  /** Why the page takes no donations now (`goal` is null), told to the visitor in their terms. */
  closed: DonationsClosedReason | null;
  values: { amount: string; donor_name: string; message: string };
  errors: Partial<Record<DonateField, string>>;
  /** A message for the whole form (the goal closed, too many attempts, the provider is down). */
  formError: string | null;
}

export interface PublicPageInput {
  page: PublicPage;
  /** Absolute base of the site, e.g. 'https://enlaza.ar' (share links, canonical, QR). */
  publicUrl: string;
  /** Absolute URL of the page's share card (og:image), when the server made one for it. */
  shareImage?: string;
}

export interface RenderedPublicPage {
  /** Markup for inside #root. */
  html: string;
  /** Title, description, canonical and Open Graph / Twitter tags. */
  head: string;
}

/** The image shared when a page has no card of its own (apps/web/public/og-default.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE = '/og-default.png';

/** Absolute URLs of the public pages. */
export const publicUrls = {
  profile: (base: string, username: string) => `${base}/u/${encodeURIComponent(username)}`,
  events: (base: string, username: string) => `${base}/u/${encodeURIComponent(username)}/events`,
  /** The donation form that works without JavaScript. */
  donate: (base: string, username: string) => `${base}/u/${encodeURIComponent(username)}/aportar`,
  /** A link's counted redirect (the link's href before the page's script runs). */
  link: (base: string, linkId: number) => `${base}/l/${linkId}`,
  event: (base: string, username: string, id: number | string) =>
    `${base}/e/${encodeURIComponent(username)}/${encodeURIComponent(String(id))}`,
};
