import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { formatNumber } from '@enlaza/shared/format';
import { LINK_MESSAGES, type Link, type LinkSchedule, linkScheduleNote } from '@enlaza/shared/links';
import type { CSSProperties } from 'react';
import { IconCopy, IconEdit, IconGrip, IconTrash } from '../../../components/ui/action-icons';
import { IconCheck } from '../../../components/ui/icons';
import { LinkIconGlyph } from './link-icon';

interface LinkRowProps {
  link: Link;
  /** Where the link stands against its schedule now. */
  schedule: LinkSchedule;
  copied: boolean;
  toggling: boolean;
  onToggle: () => void;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One link of the manager's list; its handle drags it (see SortableLinks). */
const SCHEDULE_BADGES: Record<Exclude<LinkSchedule, 'live'>, string> = {
  scheduled: LINK_MESSAGES.scheduledLabel,
  expired: LINK_MESSAGES.expiredLabel,
};

/** 'Desde 23/11/2026 20:01 · Hasta 30/11/2026 23:59', Argentine time; null without a schedule. */
function scheduleText(link: Link): string | null {
  const parts = [
    link.starts_at ? `Desde ${formatArgentinaDateTime(link.starts_at)}` : null,
    link.ends_at ? `Hasta ${formatArgentinaDateTime(link.ends_at)}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function LinkRow({
  link,
  schedule,
  copied,
  toggling,
  onToggle,
  onCopy,
  onEdit,
  onDelete,
}: LinkRowProps) {
  const sortable = useSortable({ id: link.id, attributes: { roleDescription: 'enlace reordenable' } });
  const className = ['link-row', link.is_active ? '' : 'is-hidden', sortable.isDragging ? 'is-dragging' : '']
    .filter(Boolean)
    .join(' ');
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const clicks = link.click_count;
  const when = scheduleText(link);
  return (
    <li ref={sortable.setNodeRef} className={className} style={style} data-link-id={link.id}>
      <button
        ref={sortable.setActivatorNodeRef}
        type="button"
        className="drag-handle"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Mover "${link.title}"`}
      >
        <IconGrip />
      </button>
      <span className="link-row-icon">
        <LinkIconGlyph icon={link.icon} />
      </span>
      <div className="link-row-main">
        <p className="link-row-title">{link.title}</p>
        {schedule === 'live' ? null : (
          <p className={`link-row-schedule is-${schedule}`}>
            <span className={`chip link-schedule-chip is-${schedule}`}>{SCHEDULE_BADGES[schedule]}</span> —{' '}
            {linkScheduleNote(schedule, link)}
          </p>
        )}
        <a className="link-row-url" href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url} <span className="visually-hidden">(se abre en una pestaña nueva)</span>
        </a>
        <p className="link-row-clicks">
          {formatNumber(clicks)} {clicks === 1 ? 'clic' : 'clics'}
          {when ? ` · ${when}` : null}
        </p>
      </div>
      <div className="link-row-actions">
        <button
          type="button"
          role="switch"
          aria-checked={link.is_active}
          className={`status-switch ${link.is_active ? 'is-on' : 'is-off'}${schedule === 'live' ? '' : ' is-off-schedule'}`}
          disabled={toggling}
          onClick={onToggle}
        >
          <span className="status-switch-track" aria-hidden="true">
            <span className="status-switch-thumb" />
          </span>
          <span className="visually-hidden">{link.title}:</span>{' '}
          <span>{link.is_active ? LINK_MESSAGES.activeLabel : LINK_MESSAGES.hiddenLabel}</span>
        </button>
        <button type="button" className="row-action" onClick={onCopy}>
          {copied ? <IconCheck size={18} /> : <IconCopy />}
          <span className={copied ? 'row-action-label is-copied' : 'row-action-label'}>
            {copied ? 'Copiado' : 'Copiar'}
          </span>
          {copied ? null : (
            <>
              {' '}
              <span className="visually-hidden">el enlace de "{link.title}"</span>
            </>
          )}
        </button>
        <button type="button" className="row-action" onClick={onEdit}>
          <IconEdit />
          <span className="row-action-label">Editar</span>{' '}
          <span className="visually-hidden">"{link.title}"</span>
        </button>
        <button type="button" className="row-action row-action-danger" onClick={onDelete}>
          <IconTrash />
          <span className="row-action-label">Eliminar</span>{' '}
          <span className="visually-hidden">"{link.title}"</span>
        </button>
      </div>
    </li>
  );
}
