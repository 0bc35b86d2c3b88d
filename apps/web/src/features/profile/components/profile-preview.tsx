import type { Category } from '@enlaza/shared/categories';
import { formatARS, formatDate } from '@enlaza/shared/format';
import { moreLinksText } from '@enlaza/shared/links';
import type { Theme } from '@enlaza/shared/theme';
import { imageBackground, themeBackground, themeStyleVariables } from '@enlaza/shared/theme';
import type { CSSProperties } from 'react';
import type { PreviewContent } from '../hooks/use-preview-content';
import {
  countMorePreviewLinks,
  previewGoal,
  selectPreviewLinks,
  selectUpcomingEvents,
} from '../utils/preview-selectors';
import { MusicWidgetSlot } from './music-widget-slot';
import { PreviewLinkIcon } from './preview-link-icon';
import '../../../styles/profile-preview.css';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { fontFaceCss } from '../../../lib/page-fonts';

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
  const links = selectPreviewLinks(content.links, now);
  const moreLinks = countMorePreviewLinks(content.links, now);
  const upcoming = selectUpcomingEvents(content.events, now, content.eventsTotal);
  const goal = content.goal ? previewGoal(content.goal) : null;
  const displayName = name.trim() || 'Tu nombre';
  // The preview is phone-sized: it draws the phone file, as a phone shows the page.
  const image = imageBackground(theme, 'small');

  return (
    <div
      className="public-preview"
      style={
        {
          ...themeStyleVariables(theme),
          ...(image ? { '--theme-page-bg': image } : {}),
        } as CSSProperties
      }
      data-style={theme.background_style}
      data-tone={themeBackground(theme).tone}
      data-buttons={theme.button_style}
      data-font={theme.font}
      data-image={theme.background_url ? '' : undefined}
    >
      {theme.font === 'system' ? null : <style>{fontFaceCss(theme.font)}</style>}
      <div className="pv-header">
        {avatar ? (
          <img className="pv-avatar" src={avatar} alt={`Foto de ${displayName}`} width={88} height={88} />
        ) : (
          <span className="pv-avatar pv-avatar-initials" aria-hidden="true">
            {initials(displayName)}
          </span>
        )}
        <p className="pv-name">{displayName}</p>
        {category ? (
          <p className="pv-category">
            <span aria-hidden="true">{category.icon}</span> {category.name}
          </p>
        ) : null}
        {bio.trim() ? <p className="pv-bio">{bio}</p> : null}
        <p className="pv-username">@{username || 'tu-usuario'}</p>
      </div>

      <MusicWidgetSlot content={content.music} />

      {links.length > 0 ? (
        <ul className="pv-links" aria-label="Enlaces">
          {links.map((link) => (
            <li key={link.id} className="pv-link">
              <span className="pv-link-icon">
                <PreviewLinkIcon icon={link.icon} />
              </span>
              <span className="pv-link-title">{link.title}</span>
            </li>
          ))}
          {moreLinks > 0 ? <li className="pv-links-more">{moreLinksText(moreLinks)}</li> : null}
        </ul>
      ) : (
        <p className="pv-card pv-empty">
          {content.loading ? 'Cargando enlaces...' : 'No hay enlaces disponibles'}
        </p>
      )}

      {content.goal && goal ? (
        <div className="pv-card pv-goal">
          <p className="pv-card-title">{content.goal.title}</p>
          <div className="pv-goal-figures">
            <span>
              {formatARS(goal.current)} de {formatARS(goal.target)}
            </span>
            <strong>{goal.percent}%</strong>
          </div>
          <ProgressBar className="pv-progress" value={goal.barWidth} label="Progreso del objetivo" />
        </div>
      ) : null}

      {upcoming.events.length > 0 ? (
        <div className="pv-card pv-events">
          <p className="pv-card-title">Próximos eventos</p>
          <ul>
            {upcoming.events.map((event) => (
              <li key={event.id} className="pv-event">
                <span className="pv-event-date">{eventWhen(event)}</span>
                <strong>{event.title}</strong>
                {event.shortDescription ? <span className="pv-muted">{event.shortDescription}</span> : null}
                <span className="pv-muted">{event.is_online ? 'Online' : event.location}</span>
              </li>
            ))}
          </ul>
          {upcoming.hasMore ? <span className="pv-more">Ver todos los eventos</span> : null}
        </div>
      ) : null}

      <p className="pv-footer">Powered by Enlazá</p>
    </div>
  );
}
