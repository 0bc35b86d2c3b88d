import { formatDate, formatNumber } from '../format/format';
import { PUBLIC_MESSAGES } from './messages';

/** How the public pages word an event's date, time, duration, capacity and place (es-AR). */

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '21:00 hs', or '' when there is no (valid) time. */
export function formatEventTime(time: string | null | undefined): string {
  return time && TIME.test(time) ? `${time} hs` : '';
}

/**
 * 'sábado, 28 de noviembre de 2026 · 21:00 hs'. A missing date reads 'No disponible' and an
 * unreadable one 'Fecha inválida' (spec 01 §5). `short` gives '28 nov 2026 · 21:00 hs'.
 */
export function formatEventDate(
  date: string | null | undefined,
  time: string | null | undefined,
  style: 'long' | 'short' = 'long',
): string {
  const day = formatDate(date, style === 'long' ? LONG_DATE : SHORT_DATE);
  const hour = formatEventTime(time);
  return hour && date ? `${day} · ${hour}` : day;
}

/** The end of an event, or '' when it has none: an end time alone is on the start day. */
export function formatEventEnd(event: {
  event_date: string;
  end_date: string | null;
  end_time: string | null;
}): string {
  if (!event.end_date && !event.end_time) return '';
  return formatEventDate(event.end_date ?? event.event_date, event.end_time);
}

/** '2 horas', '1 hora', '1,5 horas'. */
export function formatDuration(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours <= 0) return '';
  return `${formatNumber(hours)} ${hours === 1 ? PUBLIC_MESSAGES.hour : PUBLIC_MESSAGES.hours}`;
}

/** 'Hasta 150 personas'. */
export function formatCapacity(max: number | null | undefined): string {
  if (!max || max <= 0) return '';
  return `Hasta ${formatNumber(max)} ${PUBLIC_MESSAGES.capacityPeople}`;
}

function coordinate(value: number): string {
  return Number(value.toFixed(6)).toString();
}

/** Half the width and height of the embedded map around the marker, in degrees (a few blocks). */
const SPAN = { lon: 0.006, lat: 0.004 };

/** OpenStreetMap's embeddable map with a marker (integrations §4): bbox is west,south,east,north. */
export function mapEmbedUrl(lat: number, lon: number): string {
  const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat].map(coordinate).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coordinate(lat)},${coordinate(lon)}`;
}

/** A map search for the point that opens the maps app on phones; needs no key. */
export function mapsSearchUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinate(lat)}%2C${coordinate(lon)}`;
}

/** Whether the event can be shown on a map: it has a place with coordinates and is not online. */
export function hasMap(event: {
  is_online: boolean;
  latitude: number | null;
  longitude: number | null;
}): boolean {
  return (
    !event.is_online &&
    typeof event.latitude === 'number' &&
    typeof event.longitude === 'number' &&
    Number.isFinite(event.latitude) &&
    Number.isFinite(event.longitude)
  );
}

/** Whether an event's place already says 'Online' (the default place of an online event): no 'Online' chip beside it. */
export function placeSaysOnline(location: string | null | undefined): boolean {
  return (location ?? '').trim().toLowerCase() === PUBLIC_MESSAGES.onlineShort.toLowerCase();
}
