import {
  argentinaNow,
  EVENT_MESSAGES,
  type EventListQuery,
  type EventValues,
  eventSchema,
} from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import { logActivity } from '../../db/activity-log.repository';
import { badRequest, conflict, notFound } from '../../http/errors';
import { checkMerged } from '../../http/request-validation';
import { type EventRow, eventAsInput } from './event.presenter';
import {
  deleteCreatorEvent,
  findCreatorEvent,
  insertEvent,
  listEvents,
  updateCreatorEvent,
} from './events.repository';
import type { EventsDeps } from './events-deps';
import { releaseEventImage } from './release-event-image';

const dateInPast = () => badRequest(undefined, [{ field: 'event_date', message: EVENT_MESSAGES.dateFuture }]);

function columns(input: EventValues) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    status: input.status,
    event_date: input.event_date,
    event_time: input.event_time,
    end_date: input.end_date,
    end_time: input.end_time,
    location: input.location,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    geocoded_address: input.geocoded_address,
    is_online: input.is_online ? 1 : 0,
    meeting_url: input.meeting_url,
    ticket_url: input.ticket_url,
    is_free: input.is_free ? 1 : 0,
    price_cents: Money.fromPesos(input.price).cents,
    currency: input.currency,
    max_attendees: input.max_attendees,
    duration_hours: input.duration_hours,
    is_featured: input.is_featured ? 1 : 0,
    image_url: input.image_url,
  };
}

export interface EventPage {
  rows: EventRow[];
  total: number;
}

/** A creator's events. Every query is scoped by user_id: another creator's event is not found. */
export class EventsService {
  constructor(private readonly deps: EventsDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  list(userId: number, query: EventListQuery): Promise<EventPage> {
    return listEvents(this.db, userId, query, argentinaNow(this.deps.clock.now()));
  }

  async get(userId: number, id: number): Promise<EventRow> {
    const row = await findCreatorEvent(this.db, userId, id);
    if (!row) throw notFound(EVENT_MESSAGES.notFound);
    return row;
  }

  async create(userId: number, input: EventValues): Promise<EventRow> {
    if (input.event_date < argentinaNow(this.deps.clock.now()).date) throw dateInPast();
    const now = this.deps.clock.now().toISOString();
    const saved = await this.db.transaction().execute(async (trx) => {
      const created = await insertEvent(trx, {
        user_id: userId,
        ...columns(input),
        created_at: now,
        updated_at: now,
      });
      await logActivity(trx, { userId, kind: 'event_created', title: created.title, at: now });
      return created;
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return saved;
  }

  /**
   * Fields left out keep their value. A date already in the past may stay as it is (to mark a past
   * event completed, say), but it cannot be moved to another past day.
   */
  async update(userId: number, id: number, body: Record<string, unknown>): Promise<EventRow> {
    const current = await this.get(userId, id);
    const merged = eventAsInput(current);
    for (const [key, value] of Object.entries(body)) {
      if (key in merged && value !== undefined) merged[key] = value;
    }
    const today = argentinaNow(this.deps.clock.now()).date;
    const input = checkMerged(
      eventSchema({ today: current.event_date < today ? current.event_date : today }),
      merged,
    );
    if (input.event_date < today && input.event_date !== current.event_date) throw dateInPast();
    const now = this.deps.clock.now().toISOString();
    const saved = await this.db.transaction().execute(async (trx) => {
      const updated = await updateCreatorEvent(trx, userId, id, { ...columns(input), updated_at: now });
      if (!updated) throw notFound(EVENT_MESSAGES.notFound);
      await logActivity(trx, { userId, kind: 'event_updated', title: updated.title, at: now });
      return updated;
    });
    if (current.image_url !== saved.image_url) await releaseEventImage(this.deps, current.image_url);
    await this.deps.pageChanges.creatorChanged(userId);
    return saved;
  }

  /** A cancelled event stays on record (the dashboard offers no delete button for it). */
  async remove(userId: number, id: number): Promise<void> {
    const current = await this.get(userId, id);
    if (current.status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelledNotDeletable);
    await this.db.transaction().execute(async (trx) => {
      const deleted = await deleteCreatorEvent(trx, userId, id);
      if (!deleted) throw notFound(EVENT_MESSAGES.notFound);
      const at = this.deps.clock.now().toISOString();
      await logActivity(trx, { userId, kind: 'event_deleted', title: deleted.title, at });
    });
    await releaseEventImage(this.deps, current.image_url);
    // The event's row is gone: its pages are named here for the HTTP cache's purge.
    await this.deps.pageChanges.creatorChanged(userId, { eventIds: [id] });
  }
}
