import { type RecentActivity, STATS_RECENT_ACTIVITIES } from '@enlaza/shared/stats';
import { useId } from 'react';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { relativeTime } from '../utils/relative-time';

/** The latest 10 entries of the activity log, newest first, with Spanish relative times. */
export function RecentActivityCard({
  activities,
  now,
}: {
  activities: readonly RecentActivity[];
  now: Date;
}) {
  const titleId = useId();
  const shown = activities.slice(0, STATS_RECENT_ACTIVITIES);
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <div className="home-card-head">
        <h2 id={titleId} className="home-card-title">
          Actividad reciente
        </h2>
      </div>
      {shown.length > 0 ? (
        <ul className="home-list">
          {shown.map((activity) => (
            <li key={`${activity.type}-${activity.date}-${activity.description}`} className="home-list-row">
              <span className="home-activity-icon">
                <ActivityIcon type={activity.type} />
              </span>
              <span className="home-list-main">{activity.description}</span>
              <time className="home-muted home-list-side" dateTime={activity.date}>
                {relativeTime(activity.date, now)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="home-muted">
          Todavía no hay actividad. Tus donaciones y los cambios en tu página aparecerán aquí.
        </p>
      )}
    </section>
  );
}
