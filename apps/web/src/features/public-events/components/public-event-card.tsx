import { EVENT_CATEGORY_LABELS } from '@enlaza/shared/events';
import {
  EVENT_CATEGORY_EMOJI,
  formatCapacity,
  formatDuration,
  formatEventDate,
  PUBLIC_MESSAGES,
  type PublicEvent,
  placeSaysOnline,
  publicUrls,
} from '@enlaza/shared/public';

/** One event of the events list (spec 01 §2): what, when, where, how much, and its links. */
export function PublicEventCard({ event, username }: { event: PublicEvent; username: string }) {
  const upcoming = event.is_upcoming;
  const duration = formatDuration(event.duration_hours);
  const capacity = formatCapacity(event.max_attendees);
  const titleId = `pp-event-${event.id}`;
  return (
    <article className="pp-card pp-event-card" aria-labelledby={titleId}>
      <div className="pp-event-card-top">
        <span className="pp-chip pp-chip-soft">
          <span aria-hidden="true">{EVENT_CATEGORY_EMOJI[event.category] ?? EVENT_CATEGORY_EMOJI.other}</span>{' '}
          {EVENT_CATEGORY_LABELS[event.category] ?? EVENT_CATEGORY_LABELS.other}
        </span>
        <span className={upcoming ? 'pp-status pp-status-upcoming' : 'pp-status pp-status-past'}>
          {upcoming ? PUBLIC_MESSAGES.statusUpcoming : PUBLIC_MESSAGES.statusPast}
        </span>
      </div>
      <h2 id={titleId} className="pp-event-title">
        <a href={publicUrls.event('', username, event.id)}>{event.title}</a>
      </h2>
      {event.description && <p className="pp-event-description">{event.description}</p>}
      <ul className="pp-facts">
        <li>
          <span className="pp-fact-label">{PUBLIC_MESSAGES.date}:</span>{' '}
          {formatEventDate(event.event_date, event.event_time)}
        </li>
        <li>
          <span className="pp-fact-label">{PUBLIC_MESSAGES.location}:</span> {event.location}
          {event.is_online && !placeSaysOnline(event.location) && (
            <span className="pp-chip pp-chip-online">{PUBLIC_MESSAGES.onlineShort}</span>
          )}
        </li>
        <li>
          <span className="pp-fact-label">{PUBLIC_MESSAGES.price}:</span> {event.formatted_price}
        </li>
        {capacity && (
          <li>
            <span className="pp-fact-label">{PUBLIC_MESSAGES.capacity}:</span> {capacity}
          </li>
        )}
        {duration && (
          <li>
            <span className="pp-fact-label">{PUBLIC_MESSAGES.duration}:</span> {duration}
          </li>
        )}
      </ul>
      {((event.is_online && event.meeting_url) || event.ticket_url) && (
        <div className="pp-actions">
          {event.is_online && event.meeting_url && (
            <a className="pp-button pp-button-small" href={event.meeting_url} target="_blank" rel="noopener">
              {PUBLIC_MESSAGES.join}
            </a>
          )}
          {event.ticket_url && (
            <a
              className="pp-button-outline pp-button-small"
              href={event.ticket_url}
              target="_blank"
              rel="noopener"
            >
              {PUBLIC_MESSAGES.tickets}
            </a>
          )}
        </div>
      )}
    </article>
  );
}
