import { type CreatorEvent, EVENT_MESSAGES } from '@enlaza/shared/events';
import type { EventInput } from '@enlaza/shared/events-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconPlus, IconShare } from '../../../components/ui/action-icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FlashMessage } from '../../../components/ui/flash-message';
import { IconCalendar } from '../../../components/ui/icons';
import { PageLoader } from '../../../components/ui/spinner';
import { getClientConfig } from '../../../config/client-config';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { createEvent } from '../api/create-event';
import { deleteEvent } from '../api/delete-event';
import { getAllEvents } from '../api/get-events';
import { updateEvent } from '../api/update-event';
import { EVENT_FILTERS, type EventFilter, filterCounts, groupEvents } from '../utils/event-groups';
import { eventPublicUrl } from '../utils/event-qr';
import { EventCard } from './event-card';
import { type AddressFieldRenderer, EventForm } from './event-form';
import '../../../styles/panels.css';
import '../../../styles/events.css';

export const EXPORT_SOON = 'Próximamente: exportar eventos';

const EMPTY_TEXT: Record<EventFilter, string> = {
  all: 'Todavía no creaste eventos.',
  upcoming: 'No tienes eventos próximos publicados.',
  past: 'No tienes eventos pasados.',
};

type Editing = { mode: 'new' } | { mode: 'edit'; event: CreatorEvent } | null;

const serverOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/** Spec 02 §2 "Events manager": filter, grouped list, create, edit, delete, QR per event, export soon. */
export function EventsManager({ renderAddressField }: { renderAddressField: AddressFieldRenderer }) {
  const { user } = useAuth();
  const { publicUrl } = getClientConfig();
  const [events, setEvents] = useState<CreatorEvent[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [filter, setFilter] = useState<EventFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<CreatorEvent | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { flash, showSuccess, showError } = useFlashMessage();
  const newButtonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setEvents(await getAllEvents());
    } catch (error) {
      setLoadError(serverOr(error, EVENT_MESSAGES.loadFailed));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const backToList = () => {
    setEditing(null);
    requestAnimationFrame(() => newButtonRef.current?.focus());
  };

  async function save(input: EventInput) {
    if (editing?.mode === 'edit') {
      const saved = await updateEvent(editing.event.id, input);
      setEvents((list) => (list ?? []).map((e) => (e.id === saved.id ? saved : e)));
      showSuccess(EVENT_MESSAGES.updated);
    } else {
      const saved = await createEvent(input);
      setEvents((list) => [...(list ?? []), saved]);
      showSuccess(EVENT_MESSAGES.created);
    }
    backToList();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteEvent(toDelete.id);
      setEvents((list) => (list ?? []).filter((e) => e.id !== toDelete.id));
      showSuccess(EVENT_MESSAGES.deleted);
      requestAnimationFrame(() => newButtonRef.current?.focus());
    } catch (error) {
      showError(serverOr(error, EVENT_MESSAGES.deleteFailedScreen));
    } finally {
      setToDelete(null);
      setDeleting(false);
    }
  }

  if (loadError && !events) {
    return (
      <div className="dash-page events-page">
        <div className="panel empty-panel" role="alert">
          <p className="empty-panel-title">{loadError}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Reintentar
          </Button>
        </div>
      </div>
    );
  }
  if (!events) return <PageLoader label="Cargando eventos..." />;

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
          <Button variant="secondary" icon={<IconShare />} onClick={() => window.alert(EXPORT_SOON)}>
            Exportar
          </Button>
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
        <div className="panel empty-panel">
          <span className="empty-panel-icon">
            <IconCalendar size={28} />
          </span>
          <p className="empty-panel-title">{EMPTY_TEXT[filter]}</p>
          {filter === 'all' ? (
            <>
              <p className="empty-panel-text">
                Crea tu primer evento (un show, un taller, un lanzamiento) y compártelo con un código QR.
              </p>
              <Button icon={<IconPlus />} onClick={() => setEditing({ mode: 'new' })}>
                Crear mi primer evento
              </Button>
            </>
          ) : null}
        </div>
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
                  onEdit={() => setEditing({ mode: 'edit', event })}
                  onDelete={() => setToDelete(event)}
                />
              ))}
            </div>
          </section>
        ))
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar evento"
        message={`¿Estás seguro de que deseas eliminar "${toDelete?.title ?? ''}"? Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
