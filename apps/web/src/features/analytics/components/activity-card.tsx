import { ACTIVITY_MESSAGES } from '@enlaza/shared/activity';
import { activityParts } from '@enlaza/shared/stats';
import { useId } from 'react';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import type { ActivityFeed } from '../hooks/use-activity-feed';

const when = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** The whole activity log in a scrolling list; 'Ver más actividad' reads further back. */
export function ActivityCard({ feed }: { feed: ActivityFeed }) {
  const titleId = useId();
  return (
    <section className="home-card analytics-activity" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card-title">
        Actividad reciente
      </h2>
      {feed.entries.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="analytics-activity-scroll" tabIndex={0} aria-label="Lista de actividad">
          <ul className="home-list">
            {feed.entries.map((entry) => (
              <li key={entry.id} className="home-list-row">
                <span className="home-activity-icon">
                  <ActivityIcon type={activityParts(entry.kind).type} />
                </span>
                <span className="home-list-main">{entry.description}</span>
                <time className="home-muted home-list-side" dateTime={entry.date}>
                  {when.format(new Date(entry.date))}
                </time>
              </li>
            ))}
          </ul>
        </section>
      ) : feed.loading ? null : (
        <p className="home-muted">{ACTIVITY_MESSAGES.empty}</p>
      )}
      {feed.error ? (
        <p className="field-error" role="alert">
          {feed.error}
        </p>
      ) : null}
      {feed.hasMore ? (
        <button
          type="button"
          className="btn btn-secondary btn-md"
          onClick={feed.loadMore}
          disabled={feed.loading}
        >
          {ACTIVITY_MESSAGES.loadMore}
        </button>
      ) : null}
    </section>
  );
}
