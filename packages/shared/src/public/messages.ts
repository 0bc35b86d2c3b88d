import type { EventCategory } from '../events/messages';

/**
 * What visitors see of a creator (spec 01 §2 public profile, events list and event detail). The
 * public presenters build these shapes; nothing else of a creator ever leaves the server for a visitor.
 */

/** Every text of spec 01 §2, §8 about the public pages, plus the pages' own wording. */
export const PUBLIC_MESSAGES = {
  /** The small report link at the foot of a public page and an event page (issue 22). */
  reportPage: 'Denunciar',
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
  /** The supporters' wall, all of it (server-rendered, paginated). */
  supporters: (base: string, username: string, page = 1) =>
    `${base}/u/${encodeURIComponent(username)}/apoyos${page > 1 ? `?page=${page}` : ''}`,
  /** Where a wall entry's 'Denunciar' form posts (works without JavaScript). */
  reportSupporter: (base: string, username: string, entryId: string) =>
    `${base}/u/${encodeURIComponent(username)}/apoyos/${encodeURIComponent(entryId)}/denunciar`,
  /** The page's report form ('Denunciar'), which works without JavaScript. */
  report: (base: string, username: string) => `${base}/u/${encodeURIComponent(username)}/denunciar`,
  event: (base: string, username: string, id: number | string) =>
    `${base}/e/${encodeURIComponent(username)}/${encodeURIComponent(String(id))}`,
};
