import { publicUrls } from '../public/messages';

// No zod here: the public event page imports these, and the contract lives in calendar-contract.ts.

/** Texts of a public event page about its calendar file and its cancellation. */
export const EVENT_CALENDAR_MESSAGES = {
  addToCalendar: 'Agregar al calendario',
  cancelled: 'Este evento fue cancelado',
  cancelledText:
    'El organizador canceló este evento. Dejamos sus datos para quienes llegan desde un enlace o un QR.',
} as const;

/** The event's calendar file, beside its page so it downloads without JavaScript. */
export function eventCalendarPath(username: string, eventId: number): string {
  return `${publicUrls.event('', username, eventId)}/calendario.ics`;
}
