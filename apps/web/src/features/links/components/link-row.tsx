import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatNumber } from '@enlaza/shared/format';
import { LINK_MESSAGES, type Link } from '@enlaza/shared/links';
import type { CSSProperties } from 'react';
import { IconCopy, IconEdit, IconGrip, IconTrash } from '../../../components/ui/action-icons';
import { IconCheck } from '../../../components/ui/icons';
import { LinkIconGlyph } from './link-icon';

interface LinkRowProps {
  link: Link;
  copied: boolean;
  toggling: boolean;
  onToggle: () => void;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One link of the manager's list; its handle drags it (see SortableLinks). */
export function LinkRow({ link, copied, toggling, onToggle, onCopy, onEdit, onDelete }: LinkRowProps) {
  const sortable = useSortable({ id: link.id, attributes: { roleDescription: 'enlace reordenable' } });
  const className = ['link-row', link.is_active ? '' : 'is-hidden', sortable.isDragging ? 'is-dragging' : '']
    .filter(Boolean)
    .join(' ');
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const clicks = link.click_count;
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
        <a className="link-row-url" href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url} <span className="visually-hidden">(se abre en una pestaña nueva)</span>
        </a>
        <p className="link-row-clicks">
          {formatNumber(clicks)} {clicks === 1 ? 'clic' : 'clics'}
        </p>
      </div>
      <div className="link-row-actions">
        <button
          type="button"
          role="switch"
          aria-checked={link.is_active}
          className={`status-switch ${link.is_active ? 'is-on' : 'is-off'}`}
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
