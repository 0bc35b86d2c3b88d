import { formatARS } from '@enlaza/shared/format';
import { STATS_MESSAGES } from '@enlaza/shared/stats';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { IconTarget } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import type { HomeGoal } from '../hooks/use-dashboard-home';
import type { DonationSummary } from '../utils/home-data';
import { relativeTime } from '../utils/relative-time';

interface CurrentGoalCardProps {
  goal: HomeGoal | null;
  donations: DonationSummary[];
  now: Date;
}

/** The active goal with its progress and latest 3 donations, or the invitation to create one. */
export function CurrentGoalCard({ goal, donations, now }: CurrentGoalCardProps) {
  const titleId = useId();
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <div className="home-card-head">
        <h2 id={titleId} className="home-card-title">
          Objetivo actual
        </h2>
        {goal ? (
          <Link to={paths.dashboard.goals.getHref()} className="home-card-link" aria-label="Editar objetivo">
            Editar
          </Link>
        ) : null}
      </div>
      {goal ? (
        <>
          <p className="home-goal-title">{goal.title ?? 'Tu objetivo activo'}</p>
          <ProgressBar
            className="home-progress"
            value={goal.barWidth}
            label="Progreso del objetivo"
            valueText={`${goal.percent}%`}
          />
          <p className="home-goal-figures">
            <strong>{goal.percent}%</strong>
            <span>
              {formatARS(goal.current)} de {formatARS(goal.target)}
            </span>
          </p>
          <h3 className="home-subtitle">Últimas donaciones</h3>
          {donations.length > 0 ? (
            <ul className="home-list">
              {donations.map((d) => (
                <li key={d.id} className="home-list-row">
                  <div className="home-list-main">
                    <strong>{d.donor}</strong>
                    {d.message ? <span className="home-muted">{d.message}</span> : null}
                  </div>
                  <div className="home-list-side">
                    <strong>{formatARS(d.amount)}</strong>
                    {d.date ? (
                      <time className="home-muted" dateTime={d.date}>
                        {relativeTime(d.date, now)}
                      </time>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="home-muted">Todavía no recibiste donaciones para este objetivo.</p>
          )}
        </>
      ) : (
        <div className="home-empty">
          <span className="home-empty-icon">
            <IconTarget size={28} />
          </span>
          <p>No tienes un objetivo activo. Crea uno para que tus seguidores puedan apoyarte.</p>
          <ButtonLink to={paths.dashboard.goals.getHref()} size="sm">
            {STATS_MESSAGES.createGoalCta}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
