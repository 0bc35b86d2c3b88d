import { LIMITS } from '../limits/limits';

export const EVENT_CATEGORIES = [
  'concert',
  'workshop',
  'conference',
  'meetup',
  'exhibition',
  'performance',
  'launch',
  'networking',
  'other',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Labels of spec 01 §3. */
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  concert: 'Concierto',
  workshop: 'Taller',
  conference: 'Conferencia',
  meetup: 'Encuentro',
  exhibition: 'Exhibición',
  performance: 'Espectáculo',
  launch: 'Lanzamiento',
  networking: 'Networking',
  other: 'Otro',
};

export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  cancelled: 'Cancelado',
  completed: 'Completado',
};

export const EVENT_DEFAULTS = { category: 'other', status: 'published', currency: 'ARS' } as const;

export const EVENT_CURRENCIES = ['ARS'] as const;

/** Largest ticket price accepted, in pesos. */
export const EVENT_PRICE_MAX = 100_000_000;
/** Longest event accepted, in hours (30 days). */
export const EVENT_DURATION_MAX_HOURS = 720;
export const EVENT_ATTENDEES_MAX = 1_000_000;

/** Every text of spec 02 §5 and §8 about events, plus the API's own rules. */
export const EVENT_MESSAGES = {
  titleRequired: 'El título es requerido',
  titleMax: `El título no puede tener más de ${LIMITS.eventTitleMax} caracteres`,
  locationRequired: 'El lugar es requerido',
  locationMax: `El lugar no puede tener más de ${LIMITS.eventLocationMax} caracteres`,
  dateRequired: 'La fecha es requerida',
  dateInvalid: 'La fecha no es válida',
  dateFuture: 'La fecha debe ser futura',
  timeInvalid: 'La hora no es válida (usa HH:MM)',
  endDateInvalid: 'La fecha de fin no es válida',
  endDateBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  endTimeBeforeStart: 'La hora de fin no puede ser anterior a la hora de inicio',
  descriptionMax: `La descripción no puede tener más de ${LIMITS.eventDescriptionMax} caracteres`,
  addressMax: `La dirección no puede tener más de ${LIMITS.eventAddressMax} caracteres`,
  textInvalid: 'El texto no es válido',
  priceInvalid: 'El precio debe ser un número',
  priceNegative: 'El precio no puede ser negativo',
  priceStep: `El precio debe ser múltiplo de ${LIMITS.eventPriceStep}`,
  priceMax: 'El precio es demasiado alto',
  attendeesInvalid: 'El cupo debe ser de al menos 1 persona',
  attendeesMax: 'El cupo es demasiado alto',
  durationInvalid: 'La duración debe ser mayor a 0 horas',
  durationMax: `La duración no puede superar las ${EVENT_DURATION_MAX_HOURS} horas`,
  urlInvalid: 'Ingresa una URL válida que empiece con http:// o https://',
  meetingUrlRequired: 'El enlace de la reunión es requerido para eventos online',
  imageUrlInvalid: 'La URL de la imagen no es válida',
  categoryInvalid: 'La categoría no es válida',
  statusInvalid: 'El estado no es válido',
  currencyInvalid: 'La moneda no es válida (solo ARS)',
  flagInvalid: 'El valor debe ser verdadero o falso',
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180',
  coordinatesPair: 'La latitud y la longitud deben indicarse juntas',
  geocodedAddressMax: `La dirección geocodificada no puede tener más de ${LIMITS.eventAddressMax} caracteres`,
  queryInvalid: 'Los filtros de búsqueda no son válidos',
  notFound: 'Evento no encontrado',
  cancelledNotDeletable: 'Un evento cancelado no se puede eliminar',
  loadFailed: 'Error al cargar eventos',
  createFailed: 'Error al crear evento',
  updateFailed: 'Error al actualizar evento',
  deleteFailed: 'Error al eliminar evento',
  loadOneFailed: 'Error al cargar evento',
  saveFailedScreen: 'Error al guardar el evento',
  deleteFailedScreen: 'Error al eliminar el evento',
  qrDownloadFailed: 'No se pudo descargar el QR. Por favor, intenta de nuevo.',
  created: 'Evento creado correctamente',
  updated: 'Evento actualizado correctamente',
  deleted: 'Evento eliminado correctamente',
  free: 'Gratis',
  online: 'Online',
} as const;
