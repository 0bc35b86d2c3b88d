import type { CreatorEvent, EventCategory } from './events';
import type { Theme } from './theme';

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

export interface PublicCategory {
  icon: string;
  name: string;
}

/** An active link; only active ones are ever presented to visitors, in their order. */
export interface PublicLink {
  id: number;
  title: string;
  url: string;
  icon: string;
  order_position: number;
}

/** A goal in pesos: `percentage` is rounded and not capped (the bar caps it at 100). */
export interface PublicGoal {
  id: number;
  title: string;
  description: string;
  current_amount: number;
  target_amount: number;
  raised: number;
  target: number;
  percentage: number;
  is_active: boolean;
}

export type MusicContentType = 'track' | 'album';

/** The creator's featured music item (spec 01 §3 "Music content"). */
export interface PublicMusicContent {
  content_type: MusicContentType;
  name: string;
  artist: string;
  image_url: string | null;
  spotify_url: string;
  preview_url: string | null;
}

export interface PublicSpotifyConnection {
  content: PublicMusicContent | null;
}

/** The creator of an event, as shown on its cards and detail. */
export interface PublicEventOwner {
  username: string;
  full_name: string;
  profile_image: string | null;
}

/** An event as visitors see it: only published or completed events are ever presented. */
export type PublicEvent = Omit<CreatorEvent, 'created_at' | 'updated_at' | 'geocoded_address'> & {
  user?: PublicEventOwner;
};

export interface PublicProfile {
  name: string;
  full_name: string;
  username: string;
  bio: string;
  avatar: string | null;
  profile_image: string | null;
  category: PublicCategory | null;
  theme: Theme;
  links: PublicLink[];
  /** The active goal first (at most one is active). */
  goals: PublicGoal[];
  spotify_connection: PublicSpotifyConnection | null;
  /** Whether the contribute button leads somewhere: the creator can receive donations. */
  donations_enabled: boolean;
  /** The next upcoming events, at most LIMITS.publicEventsPreview. */
  upcoming_events: PublicEvent[];
  /** More upcoming events exist than the ones above ('Ver todos los eventos'). */
  has_more_events: boolean;
}

/** GET /public/{username}. */
export interface PublicProfileResponse {
  success: true;
  data: { user: PublicProfile; goal: PublicGoal | null };
}

export interface PublicEventCounts {
  all: number;
  upcoming: number;
  past: number;
}

export interface PublicPagination {
  current_page: number;
  total_pages: number;
  total_events: number;
  has_more: boolean;
}

/** GET /public/{username}/events. */
export interface PublicUserEventsResponse {
  success: true;
  data: {
    events: PublicEvent[];
    user: PublicEventOwner;
    counts: PublicEventCounts;
    pagination: PublicPagination;
  };
}

/** GET /public/events. */
export interface PublicEventsResponse {
  success: true;
  data: { events: PublicEvent[]; pagination: PublicPagination };
}

/** GET /public/events/{id}. */
export interface PublicEventResponse {
  success: true;
  data: { event: PublicEvent & { user: PublicEventOwner } };
}

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
  | { kind: 'event'; event: PublicEvent & { user: PublicEventOwner }; qrDataUrl: string | null }
  | { kind: 'not-found'; what: 'profile' | 'events' | 'event'; username: string };

export interface PublicPageInput {
  page: PublicPage;
  /** Absolute base of the site, e.g. 'https://enlaza.ar' (share links, canonical, QR). */
  publicUrl: string;
}

export interface RenderedPublicPage {
  /** Markup for inside #root. */
  html: string;
  /** Title, description, canonical and Open Graph / Twitter tags. */
  head: string;
}

/** Absolute URLs of the public pages. */
export const publicUrls = {
  profile: (base: string, username: string) => `${base}/u/${encodeURIComponent(username)}`,
  events: (base: string, username: string) => `${base}/u/${encodeURIComponent(username)}/events`,
  event: (base: string, username: string, id: number | string) =>
    `${base}/e/${encodeURIComponent(username)}/${encodeURIComponent(String(id))}`,
};
