import { EVENT_GORRA_CARD, type EventGorra } from '@enlaza/shared/donations';
import { EVENT_CALENDAR_MESSAGES, EVENT_CATEGORY_LABELS, eventCalendarPath } from '@enlaza/shared/events';
import { formatARS } from '@enlaza/shared/format';
import {
  EVENT_CATEGORY_EMOJI,
  formatCapacity,
  formatDuration,
  formatEventDate,
  formatEventEnd,
  hasMap,
  PUBLIC_MESSAGES,
  type PublicEvent,
  type PublicEventOwner,
  publicUrls,
} from '@enlaza/shared/public';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { EventMap } from './event-map';

interface EventDetailViewProps {
  event: PublicEvent & { user: PublicEventOwner };
  /** The event's QR code (an image URL drawn on the server), or null while it is not available. */
  qrDataUrl: string | null;
  /** 'Pasar la gorra': the event's total and its donation page (server-rendered page only). */
  gorra?: EventGorra | null;
  /** Share control in the hero (icon) and the 'Compartir Evento' button. */
  heroShare: ReactNode;
  shareButton: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pp-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One event (spec 01 §2 "Public event detail"). */
export function EventDetailView({ event, qrDataUrl, gorra, heroShare, shareButton }: EventDetailViewProps) {
  const owner = event.user;
  const end = formatEventEnd(event);
  const duration = formatDuration(event.duration_hours);
  const capacity = formatCapacity(event.max_attendees);
  const emoji = EVENT_CATEGORY_EMOJI[event.category] ?? EVENT_CATEGORY_EMOJI.other;
  const showMap = hasMap(event) && event.latitude !== null && event.longitude !== null;
  const cancelled = event.status === 'cancelled';
  return (
    <main className="pp-main pp-main-wide" id="contenido">
      <div className="pp-topbar">
        <a className="pp-back-link" href={publicUrls.profile('', owner.username)}>
          <span aria-hidden="true">←</span> {PUBLIC_MESSAGES.backToProfile}
        </a>
        {heroShare}
      </div>
      <article className="pp-card pp-event-detail" aria-labelledby="pp-event-title">
        <div className="pp-hero">
          {event.image_url ? (
            <img className="pp-hero-image" src={event.image_url} alt="" />
          ) : (
            <span className="pp-hero-emoji" aria-hidden="true">
              {emoji}
            </span>
          )}
        </div>
        <div className="pp-event-body">
          {cancelled && (
            <div className="pp-cancelled" role="status">
              <strong className="pp-block">{EVENT_CALENDAR_MESSAGES.cancelled}</strong>
              <span className="pp-small">{EVENT_CALENDAR_MESSAGES.cancelledText}</span>
            </div>
          )}
          <div className="pp-badges">
            <span className="pp-chip pp-chip-soft">
              <span aria-hidden="true">{emoji}</span>{' '}
              {EVENT_CATEGORY_LABELS[event.category] ?? EVENT_CATEGORY_LABELS.other}
            </span>
            {event.is_featured && <span className="pp-chip pp-chip-accent">{PUBLIC_MESSAGES.featured}</span>}
            {event.is_online && <span className="pp-chip pp-chip-online">{PUBLIC_MESSAGES.online}</span>}
            {!cancelled && (
              <span
                className={event.is_upcoming ? 'pp-status pp-status-upcoming' : 'pp-status pp-status-past'}
              >
                {event.is_upcoming ? PUBLIC_MESSAGES.statusUpcoming : PUBLIC_MESSAGES.statusPast}
              </span>
            )}
          </div>
          <h1 id="pp-event-title" className="pp-title">
            {event.title}
          </h1>
          {event.description && <p className="pp-event-description">{event.description}</p>}
          <dl className="pp-fact-list">
            <Fact label={PUBLIC_MESSAGES.date}>{formatEventDate(event.event_date, event.event_time)}</Fact>
            {end && <Fact label={PUBLIC_MESSAGES.ends}>{end}</Fact>}
            <Fact label={PUBLIC_MESSAGES.location}>
              {event.location}
              {event.address && <span className="pp-block pp-muted">{event.address}</span>}
            </Fact>
            <Fact label={PUBLIC_MESSAGES.price}>
              {event.is_free || event.price === 0 ? 'Gratis' : event.formatted_price}
            </Fact>
            {capacity && <Fact label={PUBLIC_MESSAGES.capacity}>{capacity}</Fact>}
            {duration && <Fact label={PUBLIC_MESSAGES.duration}>{duration}</Fact>}
            {event.is_online && event.meeting_url && (
              <Fact label={PUBLIC_MESSAGES.onlineLink}>
                <a href={event.meeting_url} target="_blank" rel="noopener">
                  {event.meeting_url}
                </a>
              </Fact>
            )}
          </dl>
          {showMap && <EventMap latitude={event.latitude as number} longitude={event.longitude as number} />}
          <div className="pp-actions">
            {!cancelled && event.ticket_url && (
              <a className="pp-button" href={event.ticket_url} target="_blank" rel="noopener">
                {PUBLIC_MESSAGES.getTickets}
              </a>
            )}
            {!cancelled && (
              <a
                className="pp-button-outline"
                href={eventCalendarPath(owner.username, event.id)}
                download={`evento-${event.id}.ics`}
              >
                {EVENT_CALENDAR_MESSAGES.addToCalendar}
              </a>
            )}
            {shareButton}
          </div>
        </div>
      </article>
      <section className="pp-card pp-organizer" aria-labelledby="pp-organizer-title">
        <h2 id="pp-organizer-title" className="pp-section-title">
          {PUBLIC_MESSAGES.organizedBy}
        </h2>
        <a className="pp-organizer-link" href={publicUrls.profile('', owner.username)}>
          <Avatar name={owner.full_name} src={owner.profile_image} size={48} />
          <span>
            <span className="pp-block pp-organizer-name">{owner.full_name}</span>
            <span className="pp-block pp-muted">@{owner.username}</span>
          </span>
        </a>
      </section>
      {gorra && (
        <section className="pp-card pp-gorra" aria-labelledby="pp-gorra-title">
          <h2 id="pp-gorra-title" className="pp-section-title">
            {EVENT_GORRA_CARD.title}
          </h2>
          <p className="pp-muted">
            {EVENT_GORRA_CARD.raised}:{' '}
            <strong data-testid="event-gorra-raised">{formatARS(gorra.raised)}</strong>
          </p>
          {gorra.donateUrl && (
            <a className="pp-button" href={gorra.donateUrl}>
              {EVENT_GORRA_CARD.donate}
            </a>
          )}
        </section>
      )}
      {qrDataUrl && (
        <section className="pp-card pp-qr" aria-labelledby="pp-qr-title">
          <h2 id="pp-qr-title" className="pp-section-title">
            {PUBLIC_MESSAGES.qrTitle}
          </h2>
          <img src={qrDataUrl} alt={`${PUBLIC_MESSAGES.qrTitle}: ${event.title}`} width={176} height={176} />
          <p className="pp-muted pp-small">{PUBLIC_MESSAGES.qrHint}</p>
        </section>
      )}
    </main>
  );
}
