import type { Category } from '@enlaza/shared/categories';
import { formatARS, formatDate } from '@enlaza/shared/format';
import type { Theme } from '@enlaza/shared/theme';
import { themeBackground, themeStyleVariables } from '@enlaza/shared/theme-style';
import type { CSSProperties } from 'react';
import type { PreviewContent } from '../hooks/use-preview-content';
import { previewGoal, selectPreviewLinks, selectUpcomingEvents } from '../utils/preview-selectors';
import { MusicWidgetSlot } from './music-widget-slot';
import { PreviewLinkIcon } from './preview-link-icon';
import '../../../styles/profile-preview.css';

export interface ProfilePreviewProps {
  name: string;
  username: string;
  bio: string;
  avatar: string | null;
  category: Category | null;
  theme: Theme;
  content: PreviewContent;
  now: Date;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

function eventWhen(event: { event_date: string; event_time: string | null }): string {
  const day = formatDate(event.event_date, { weekday: 'short', day: 'numeric', month: 'short' });
  return event.event_time ? `${day} · ${event.event_time} h` : day;
}

/**
 * The public page as visitors will see it, drawn from what the form holds right now (spec 02 §2).
 * Colours come from the same theme function as the public page.
 */
export function ProfilePreview({
  name,
  username,
  bio,
  avatar,
  category,
  theme,
  content,
  now,
}: ProfilePreviewProps) {
  const links = selectPreviewLinks(content.links);
  const upcoming = selectUpcomingEvents(content.events, now, content.eventsTotal);
  const goal = content.goal ? previewGoal(content.goal) : null;
  const displayName = name.trim() || 'Tu nombre';

  return (
    <div
      className="public-preview"
      style={themeStyleVariables(theme) as CSSProperties}
      data-style={theme.background_style}
      data-tone={themeBackground(theme).tone}
    >
      <div className="pp-header">
        {avatar ? (
          <img className="pp-avatar" src={avatar} alt={`Foto de ${displayName}`} width={88} height={88} />
        ) : (
          <span className="pp-avatar pp-avatar-initials" aria-hidden="true">
            {initials(displayName)}
          </span>
        )}
        <p className="pp-name">{displayName}</p>
        {category ? (
          <p className="pp-category">
            <span aria-hidden="true">{category.icon}</span> {category.name}
          </p>
        ) : null}
        {bio.trim() ? <p className="pp-bio">{bio}</p> : null}
        <p className="pp-username">@{username || 'tu-usuario'}</p>
      </div>

      <MusicWidgetSlot content={content.music} />

      {links.length > 0 ? (
        <ul className="pp-links" aria-label="Enlaces">
          {links.map((link) => (
            <li key={link.id} className="pp-link">
              <span className="pp-link-icon">
                <PreviewLinkIcon icon={link.icon} />
              </span>
              <span className="pp-link-title">{link.title}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pp-card pp-empty">
          {content.loading ? 'Cargando enlaces...' : 'No hay enlaces disponibles'}
        </p>
      )}

      {content.goal && goal ? (
        <div className="pp-card pp-goal">
          <p className="pp-card-title">{content.goal.title}</p>
          <div className="pp-goal-figures">
            <span>
              {formatARS(goal.current)} de {formatARS(goal.target)}
            </span>
            <strong>{goal.percent}%</strong>
          </div>
          <div
            className="pp-progress"
            role="progressbar"
            aria-label="Progreso del objetivo"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={goal.barWidth}
          >
            <span style={{ width: `${goal.barWidth}%` }} />
          </div>
        </div>
      ) : null}

      {upcoming.events.length > 0 ? (
        <div className="pp-card pp-events">
          <p className="pp-card-title">Próximos eventos</p>
          <ul>
            {upcoming.events.map((event) => (
              <li key={event.id} className="pp-event">
                <span className="pp-event-date">{eventWhen(event)}</span>
                <strong>{event.title}</strong>
                {event.shortDescription ? <span className="pp-muted">{event.shortDescription}</span> : null}
                <span className="pp-muted">{event.is_online ? 'Online' : event.location}</span>
              </li>
            ))}
          </ul>
          {upcoming.hasMore ? <span className="pp-more">Ver todos los eventos</span> : null}
        </div>
      ) : null}

      <p className="pp-footer">Powered by Enlazá</p>
    </div>
  );
}
