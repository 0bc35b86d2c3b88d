import type { EventInput } from '@enlaza/shared/events';
import { type CreatorEvent, EVENT_MESSAGES } from '@enlaza/shared/events';
import { type ReactNode, useRef, useState } from 'react';
import { IconPlus } from '../../../components/ui/action-icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDeleteFlow } from '../../../components/ui/delete-flow';
import { FlashMessage } from '../../../components/ui/flash-message';
import { IconCalendar } from '../../../components/ui/icons';
import { EmptyPanel, LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { getClientConfig } from '../../../config/client-config';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { useEvents } from '../api/get-events';
import { useUpdateEvent } from '../api/update-event';
import { EVENT_FILTERS, type EventFilter, filterCounts, groupEvents } from '../utils/event-groups';
import { eventDonatePdfPath, eventDonateUrl, eventPublicUrl } from '../utils/event-qr';
import { EventCard } from './event-card';
import { type AddressFieldRenderer, EventForm } from './event-form';
import '../../../styles/events.css';

const EMPTY_TEXT: Record<EventFilter, string> = {
  all: 'Todavía no creaste eventos.',
  upcoming: 'No tienes eventos próximos publicados.',
  past: 'No tienes eventos pasados.',
  cancelled: 'No tienes eventos cancelados.',
};

type Editing = { mode: 'new' } | { mode: 'edit'; event: CreatorEvent } | null;

const serverOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

interface EventsManagerProps {
  renderAddressField: AddressFieldRenderer;
  /** The 'Exportar' button (the exports feature), beside 'Nuevo evento'. */
  exportAction?: ReactNode;
}

/** Spec 02 §2 "Events manager": filter, grouped list, create, edit, delete, QR per event, export. */
export function EventsManager({ renderAddressField, exportAction }: EventsManagerProps) {
  const { user } = useAuth();
  const { publicUrl } = getClientConfig();
  const eventsQuery = useEvents();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();
  const [filter, setFilter] = useState<EventFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const { flash, showSuccess, showError } = useFlashMessage();
  const newButtonRef = useRef<HTMLButtonElement>(null);

  const focusNew = () => requestAnimationFrame(() => newButtonRef.current?.focus());
  const backToList = () => {
    setEditing(null);
    focusNew();
  };

  const deleteFlow = useDeleteFlow<CreatorEvent>({
    title: 'Eliminar evento',
    message: (event) =>
      `¿Estás seguro de que deseas eliminar "${event.title}"? Esta acción no se puede deshacer.`,
    remove: (event) => deleteEvent.mutateAsync(event.id),
    onDeleted: () => {
      showSuccess(EVENT_MESSAGES.deleted);
      focusNew();
    },
    onFailed: (error) => showError(serverOr(error, EVENT_MESSAGES.deleteFailedScreen)),
  });

  async function save(input: EventInput) {
    if (editing?.mode === 'edit') {
      await updateEvent.mutateAsync({ id: editing.event.id, input });
      showSuccess(EVENT_MESSAGES.updated);
    } else {
      await createEvent.mutateAsync(input);
      showSuccess(EVENT_MESSAGES.created);
    }
    backToList();
  }

  const events = eventsQuery.data;
  if (!events) {
    if (eventsQuery.isError) {
      return (
        <LoadErrorPanel
          className="events-page"
          message={serverOr(eventsQuery.error, EVENT_MESSAGES.loadFailed)}
          onRetry={() => void eventsQuery.refetch()}
        />
      );
    }
    return <PageLoader label="Cargando eventos..." />;
  }

  if (editing) {
    return (
      <div className="dash-page events-page">
        <FlashMessage flash={flash} />
        <EventForm
          event={editing.mode === 'edit' ? editing.event : null}
          renderAddressField={renderAddressField}
          onSave={save}
          onCancel={backToList}
        />
      </div>
    );
  }

  const counts = filterCounts(events);
  const groups = groupEvents(events, filter);
  const username = user?.username;

  return (
    <div className="dash-page events-page">
      <FlashMessage flash={flash} />
      <div className="section-head">
        <div>
          <h2 className="section-title">Tus eventos</h2>
          <p className="section-subtitle">Los eventos publicados y próximos aparecen en tu página.</p>
        </div>
        <div className="section-actions">
          {exportAction}
          <button
            ref={newButtonRef}
            type="button"
            className={buttonClass({})}
            onClick={() => setEditing({ mode: 'new' })}
          >
            <IconPlus />
            <span>Nuevo evento</span>
          </button>
        </div>
      </div>

      <fieldset className="segmented">
        <legend className="visually-hidden">Filtrar eventos</legend>
        {EVENT_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="segmented-option"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label} <span className="segmented-count">({counts[f.value]})</span>
          </button>
        ))}
      </fieldset>

      {groups.length === 0 ? (
        <EmptyPanel
          icon={<IconCalendar size={28} />}
          title={EMPTY_TEXT[filter]}
          text={
            filter === 'all'
              ? 'Crea tu primer evento (un show, un taller, un lanzamiento) y compártelo con un código QR.'
              : undefined
          }
          action={
            filter === 'all' ? (
              <Button icon={<IconPlus />} onClick={() => setEditing({ mode: 'new' })}>
                Crear mi primer evento
              </Button>
            ) : undefined
          }
        />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="events-group" aria-labelledby={`events-group-${group.key}`}>
            <h2 id={`events-group-${group.key}`} className="events-group-title">
              {group.title} <span className="events-group-count">({group.events.length})</span>
            </h2>
            <div className="events-grid">
              {group.events.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  publicUrl={eventPublicUrl(publicUrl, username, event.id)}
                  donate={{
                    url: eventDonateUrl(publicUrl, username, event.id),
                    pdfPath: eventDonatePdfPath(username, event.id),
                  }}
                  onEdit={() => setEditing({ mode: 'edit', event })}
                  onDelete={() => deleteFlow.ask(event)}
                />
              ))}
            </div>
          </section>
        ))
      )}

      {deleteFlow.dialog}
    </div>
  );
}
