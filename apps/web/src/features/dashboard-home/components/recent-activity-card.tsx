import { type RecentActivity, STATS_RECENT_ACTIVITIES } from '@enlaza/shared/stats';
import { useId } from 'react';
import { IconCalendar, IconLink, IconTarget } from '../../../components/ui/icons';
import { relativeTime } from '../utils/relative-time';

const ICONS = {
  link: <IconLink size={16} />,
  goal: <IconTarget size={16} />,
  event: <IconCalendar size={16} />,
} as const;

/** Up to 10 recent changes, newest first, with Spanish relative times. */
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
              <span className="home-activity-icon">{ICONS[activity.type] ?? ICONS.link}</span>
              <span className="home-list-main">{activity.description}</span>
              <time className="home-muted home-list-side" dateTime={activity.date}>
                {relativeTime(activity.date, now)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="home-muted">
          Todavía no hay actividad. Tus cambios en enlaces, objetivos y eventos aparecerán aquí.
        </p>
      )}
    </section>
  );
}
