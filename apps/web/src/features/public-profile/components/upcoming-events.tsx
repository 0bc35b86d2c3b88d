import { EVENT_CATEGORY_LABELS } from '@enlaza/shared/events';
import {
  EVENT_CATEGORY_EMOJI,
  formatEventDate,
  PUBLIC_MESSAGES,
  type PublicEvent,
  publicUrls,
} from '@enlaza/shared/public';
import { previewDescription } from '../utils/profile-view';

interface UpcomingEventsProps {
  username: string;
  events: PublicEvent[];
  hasMore: boolean;
}

/** The next events (at most 2) and, when there are more, the way to all of them. */
export function UpcomingEvents({ username, events, hasMore }: UpcomingEventsProps) {
  if (events.length === 0) return null;
  return (
    <section className="pp-card pp-upcoming" aria-labelledby="pp-upcoming-title">
      <h2 id="pp-upcoming-title" className="pp-section-title">
        {PUBLIC_MESSAGES.upcomingEvents}
      </h2>
      <ul className="pp-upcoming-list">
        {events.map((event) => (
          <li key={event.id}>
            <a className="pp-upcoming-item" href={publicUrls.event('', username, event.id)}>
              <span className="pp-upcoming-emoji" aria-hidden="true">
                {EVENT_CATEGORY_EMOJI[event.category] ?? EVENT_CATEGORY_EMOJI.other}
              </span>
              <span className="pp-upcoming-text">
                <span className="pp-upcoming-title">{event.title}</span>
                <span className="pp-muted pp-small">
                  <span className="visually-hidden">{EVENT_CATEGORY_LABELS[event.category]}. </span>
                  {formatEventDate(event.event_date, event.event_time, 'short')}
                  {' · '}
                  {event.is_online ? PUBLIC_MESSAGES.onlineShort : event.location}
                </span>
                {event.description && (
                  <span className="pp-small">{previewDescription(event.description)}</span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {hasMore && (
        <a className="pp-text-link" href={publicUrls.events('', username)}>
          {PUBLIC_MESSAGES.seeAllEvents}
        </a>
      )}
    </section>
  );
}
