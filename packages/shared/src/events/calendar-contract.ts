import { z } from 'zod';

/** GET /e/{username}/{eventId}/calendario.ics: the path parameters. */
export const eventCalendarParamsSchema = z.object({
  username: z.string().min(1).max(60),
  eventId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});
export type EventCalendarParams = z.input<typeof eventCalendarParamsSchema>;

/** Its answer: one iCalendar (RFC 5545) object with one VEVENT, as text/calendar. */
export const eventCalendarResponseSchema = z
  .string()
  .startsWith('BEGIN:VCALENDAR\r\n')
  .endsWith('END:VCALENDAR\r\n')
  .includes('BEGIN:VEVENT\r\n');
export type EventCalendarResponse = z.infer<typeof eventCalendarResponseSchema>;
