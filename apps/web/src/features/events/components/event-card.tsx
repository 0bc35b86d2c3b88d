import { EVENT_DONATION_MESSAGES as M } from '@enlaza/shared/donations';
import {
  type CreatorEvent,
  EVENT_CATEGORY_LABELS,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
} from '@enlaza/shared/events';
import { GORRA_SCREEN_MESSAGES } from '@enlaza/shared/gorra';
import { EVENT_CATEGORY_EMOJI, placeSaysOnline } from '@enlaza/shared/public';
import { useState } from 'react';
import { IconDownload, IconEdit, IconPin, IconTrash } from '../../../components/ui/action-icons';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button';
import { IconCalendar, IconExternal, IconQr } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { eventCapacity, eventPrice, eventWhen } from '../utils/event-display';
import { donateQrFileName, qrFileName } from '../utils/event-qr';
import { EventQr } from './event-qr';

interface EventCardProps {
  event: CreatorEvent;
  /** The public page of the event, which its QR code also encodes. */
  publicUrl: string;
  /** 'Pasar la gorra': the donation page (second QR) and its printable A6 sheet. */
  donate: { url: string; pdfPath: string };
  onEdit: () => void;
  onDelete: () => void;
}

export function EventCard({ event, publicUrl, donate, onEdit, onDelete }: EventCardProps) {
  const titleId = `event-${event.id}-title`;
  return (
    <article className="panel event-card" aria-labelledby={titleId}>
      <div className="event-card-chips">
        <span className="chip">
          <span aria-hidden="true">{EVENT_CATEGORY_EMOJI[event.category] ?? '📅'}</span>
          {EVENT_CATEGORY_LABELS[event.category] ?? EVENT_CATEGORY_LABELS.other}
        </span>
        <span className={`chip status-chip status-${event.status}`}>{EVENT_STATUS_LABELS[event.status]}</span>
        {event.is_featured ? <span className="chip featured-chip">Destacado</span> : null}
      </div>
      <h3 id={titleId} className="event-card-title">
        {event.title}
      </h3>
      <dl className="event-facts">
        <div>
          <dt>Fecha</dt>
          <dd>
            <IconCalendar size={16} />
            <span>{eventWhen(event)}</span>
          </dd>
        </div>
        <div>
          <dt>Lugar</dt>
          <dd>
            <IconPin />
            <span>
              {event.location}
              {event.address && event.address !== event.location ? (
                <span className="event-address"> · {event.address}</span>
              ) : null}
              {event.is_online && !placeSaysOnline(event.location) ? (
                <span className="chip online-chip">{EVENT_MESSAGES.online}</span>
              ) : null}
            </span>
          </dd>
        </div>
        <div>
          <dt>Precio</dt>
          <dd>{eventPrice(event)}</dd>
        </div>
        <div>
          <dt>Cupo</dt>
          <dd>{eventCapacity(event)}</dd>
        </div>
      </dl>
      <div className="event-card-actions">
        <Button variant="secondary" size="sm" icon={<IconEdit />} onClick={onEdit}>
          Editar <span className="visually-hidden">"{event.title}"</span>
        </Button>
        {event.status !== 'cancelled' ? (
          <Button
            variant="ghost"
            size="sm"
            className="btn-danger-text"
            icon={<IconTrash />}
            onClick={onDelete}
          >
            Eliminar <span className="visually-hidden">"{event.title}"</span>
          </Button>
        ) : null}
        <a className="btn btn-ghost btn-sm" href={publicUrl} target="_blank" rel="noopener">
          <IconExternal />
          <span>
            Ver página{' '}
            <span className="visually-hidden">de "{event.title}" (se abre en una pestaña nueva)</span>
          </span>
        </a>
      </div>
      <EventQr url={publicUrl} title={event.title} fileName={qrFileName(event.id)} />
      {event.status === 'published' && <GorraQr event={event} donate={donate} />}
    </article>
  );
}

/**
 * 'Pasar la gorra': the donation page's QR under its own heading, folded until asked for, so a
 * phone shows one QR per card.
 */
function GorraQr({ event, donate }: Pick<EventCardProps, 'event' | 'donate'>) {
  const [open, setOpen] = useState(false);
  const panelId = `event-${event.id}-gorra-qr`;
  return (
    <div className="event-gorra">
      <div className="event-gorra-head">
        <h4 className="event-gorra-title">{M.donateQrTitle}</h4>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? M.hideDonateQr : M.showDonateQr}{' '}
          <span className="visually-hidden">para pasar la gorra de "{event.title}"</span>
        </Button>
        <ButtonLink
          variant="ghost"
          size="sm"
          icon={<IconQr />}
          to={`${paths.dashboard.gorra.getHref()}?evento=${event.id}`}
        >
          {GORRA_SCREEN_MESSAGES.menu}
          <span className="visually-hidden"> en "{event.title}"</span>
        </ButtonLink>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <EventQr
            url={donate.url}
            title={event.title}
            fileName={donateQrFileName(event.id)}
            label={M.donateQrTitle}
            caption={M.donateQrText}
            hiddenPrefix="para pasar la gorra de "
            extra={
              <a
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                href={donate.pdfPath}
                download={`gorra-evento-${event.id}.pdf`}
              >
                <IconDownload />
                <span>
                  {M.downloadPdf}{' '}
                  <span className="visually-hidden">para pasar la gorra de "{event.title}"</span>
                </span>
              </a>
            }
          />
        ) : null}
      </div>
    </div>
  );
}
