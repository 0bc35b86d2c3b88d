import {
  EVENT_TABS,
  type EventTab,
  PUBLIC_MESSAGES,
  type PublicEvent,
  type PublicEventCounts,
  type PublicEventOwner,
  publicUrls,
} from '@enlaza/shared/public';
import { Avatar } from '../../../components/ui/avatar';
import { EMPTY_BY_TAB, tabHref, tabLabel } from '../utils/event-tabs';
import { PublicEventCard } from './public-event-card';

interface EventsListViewProps {
  user: PublicEventOwner;
  tab: EventTab;
  events: PublicEvent[];
  counts: PublicEventCounts;
}

/** A creator's events (spec 01 §2): header, Todos / Próximos / Pasados with counts, the cards. */
export function EventsListView({ user, tab, events, counts }: EventsListViewProps) {
  return (
    <main className="pp-main pp-main-wide" id="contenido">
      <div className="pp-topbar">
        <a className="pp-back-link" href={publicUrls.profile('', user.username)}>
          <span aria-hidden="true">←</span> {PUBLIC_MESSAGES.backToProfile}
        </a>
      </div>
      <header className="pp-events-header">
        <Avatar name={user.full_name} src={user.profile_image} size={64} />
        <div>
          <h1 className="pp-title">
            {PUBLIC_MESSAGES.eventsOf} {user.full_name}
          </h1>
          <p className="pp-username">@{user.username}</p>
        </div>
      </header>
      <nav className="pp-tabs" aria-label="Filtrar eventos">
        {EVENT_TABS.map((t) => (
          <a key={t} href={tabHref(t)} className="pp-tab" aria-current={t === tab ? 'page' : undefined}>
            {tabLabel(t, counts)}
          </a>
        ))}
      </nav>
      {events.length === 0 ? (
        <p className="pp-card pp-empty">{EMPTY_BY_TAB[tab]}</p>
      ) : (
        <div className="pp-event-list">
          {events.map((event) => (
            <PublicEventCard key={event.id} event={event} username={user.username} />
          ))}
        </div>
      )}
    </main>
  );
}
