import { formatArgentinaDateTime } from '../events/dates';
import { LIMITS } from '../limits/limits';

/** How many links one creator may have. */
export const LINKS_MAX_PER_CREATOR = 50;

export const LINK_URL_EXAMPLE = 'https://instagram.com/tu-usuario';

/** Every text of spec 02 §5 and §8 about links, plus the API's own rules. */
export const LINK_MESSAGES = {
  required: 'El título y la URL son requeridos',
  titleMax: `El título no puede tener más de ${LIMITS.linkTitleMax} caracteres`,
  urlInvalid: `Por favor ingresa una URL válida (ej: ${LINK_URL_EXAMPLE})`,
  urlMax: `La URL no puede tener más de ${LIMITS.linkUrlMax} caracteres`,
  iconInvalid: 'El ícono seleccionado no es válido',
  activeInvalid: 'El estado del enlace no es válido',
  tooMany: `Alcanzaste el máximo de ${LINKS_MAX_PER_CREATOR} enlaces. Elimina alguno para agregar otro.`,
  reorderInvalid: 'La lista debe incluir cada uno de tus enlaces una sola vez',
  notFound: 'Enlace no encontrado',
  loadFailed: 'Error al cargar enlaces',
  addFailed: 'Error al agregar enlace',
  updateFailed: 'Error al actualizar enlace',
  deleteFailed: 'Error al eliminar enlace',
  reorderFailed: 'Error al reordenar enlaces',
  clickFailed: 'Error al registrar click',
  saveFailedScreen: 'Error al guardar el enlace',
  deleteFailedScreen: 'Error al eliminar el enlace',
  reorderFailedScreen: 'Error al cambiar el orden',
  added: 'Enlace agregado correctamente',
  updated: 'Enlace actualizado correctamente',
  hidden: 'Enlace ocultado',
  activated: 'Enlace activado',
  deleted: 'Enlace eliminado correctamente',
  reordered: 'Orden actualizado correctamente',
  deleteConfirm: '¿Estás seguro de que deseas eliminar este enlace? Esta acción no se puede deshacer.',
  activeLabel: 'Activo',
  hiddenLabel: 'Oculto',
  startsAtInvalid: 'La fecha y hora de inicio no son válidas',
  endsAtInvalid: 'La fecha y hora de fin no son válidas',
  endsBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
  scheduledLabel: 'Programado',
  expiredLabel: 'Vencido',
} as const;

export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/**
 * The address a link will point to, or null when it is not acceptable: http(s) with a dotted host,
 * mailto with an address, or tel with a number. A bare 'instagram.com/x' becomes https://.
 */
export function normalizeLinkUrl(raw: string): string | null {
  const value = raw.trim();
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'tel') {
    const number = value.slice(4).replace(/[\s()./-]/g, '');
    return /^\+?\d{3,20}$/.test(number) ? `tel:${number}` : null;
  }
  if (!value || /\s/.test(value)) return null;
  if (scheme === 'mailto') {
    return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(value) ? `mailto:${value.slice(7)}` : null;
  }
  if (scheme && scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(scheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return null;
  if (url.username || url.password) return null;
  return url.href;
}

/** Where a link stands against its schedule: before its start, after its end, or within both. */
export type LinkSchedule = 'scheduled' | 'expired' | 'live';

/** The one visibility rule of a schedule: from `starts_at` (inclusive) until `ends_at` (exclusive). */
export function linkSchedule(
  link: { starts_at?: string | null; ends_at?: string | null },
  now: Date,
): LinkSchedule {
  const at = now.getTime();
  if (link.starts_at && Date.parse(link.starts_at) > at) return 'scheduled';
  if (link.ends_at && Date.parse(link.ends_at) <= at) return 'expired';
  return 'live';
}

/**
 * What a visitor sees of a link outside its schedule, said on the manager's card: 'no se muestra'
 * when its end passed, from when it will show when it has not started (if the creator keeps it on).
 */
export function linkScheduleNote(
  schedule: Exclude<LinkSchedule, 'live'>,
  link: { starts_at?: string | null; is_active: boolean },
): string {
  if (schedule === 'expired') return 'no se muestra';
  const from = link.starts_at ? formatArgentinaDateTime(link.starts_at) : '';
  return link.is_active ? `se mostrará desde ${from}` : `se mostrará desde ${from} si lo activas`;
}

/** Under a links preview that shows only some: '+2 enlaces más', '+1 enlace más'. */
export function moreLinksText(count: number): string {
  return `+${count} ${count === 1 ? 'enlace' : 'enlaces'} más`;
}
