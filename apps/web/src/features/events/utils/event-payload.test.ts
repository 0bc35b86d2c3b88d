import { type CreatorEvent, EVENT_MESSAGES, eventSchema } from '@enlaza/shared/events';
import { validateForm } from '@enlaza/shared/validation';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  type EventFormValues,
  emptyEventForm,
  eventToFormValues,
  withFieldChange,
} from './event-form-values';
import { buildEventPayload } from './event-payload';

const form = (values: Partial<EventFormValues>): EventFormValues => ({
  ...emptyEventForm(),
  title: 'Show',
  event_date: '2030-05-20',
  location: 'Teatro',
  ...values,
});

describe('event payload (spec 02 §5)', () => {
  it('sends only the required fields and the defaults for a minimal event', () => {
    expect(buildEventPayload(form({ title: '  Show  ', location: ' Teatro ' }), 'create')).toEqual({
      title: 'Show',
      category: 'other',
      status: 'published',
      currency: 'ARS',
      event_date: '2030-05-20',
      location: 'Teatro',
      is_online: false,
      is_free: false,
      is_featured: false,
    });
  });

  it('trims optional text and leaves out what is blank', () => {
    const payload = buildEventPayload(
      form({
        description: '  Una noche especial ',
        event_time: '21:00',
        end_date: '',
        end_time: '   ',
        address: ' Cerrito 628 ',
        ticket_url: ' https://entradas.example.com/x ',
        image_url: '',
        category: 'concert',
        status: 'draft',
      }),
      'create',
    );
    expect(payload).toMatchObject({
      description: 'Una noche especial',
      event_time: '21:00',
      address: 'Cerrito 628',
      ticket_url: 'https://entradas.example.com/x',
      category: 'concert',
      status: 'draft',
    });
    for (const field of ['end_date', 'end_time', 'image_url', 'meeting_url', 'price', 'max_attendees']) {
      expect(payload, field).not.toHaveProperty(field);
    }
  });

  it('sends the price only when above 0 and not free', () => {
    expect(buildEventPayload(form({ price: '1500' }), 'create').price).toBe(1500);
    expect(buildEventPayload(form({ price: '0' }), 'create')).not.toHaveProperty('price');
    expect(buildEventPayload(form({ price: '' }), 'create')).not.toHaveProperty('price');
    expect(buildEventPayload(form({ price: '1500', is_free: true }), 'create')).not.toHaveProperty('price');
    // Read as every typed amount is: '1.500' is 1500 pesos.
    expect(buildEventPayload(form({ price: '1.500' }), 'create').price).toBe(1500);
    // A price that is not whole pesos is sent as typed so the rules can say what is wrong with it.
    expect(buildEventPayload(form({ price: '-100' }), 'create').price).toBe('-100');
    expect(buildEventPayload(form({ price: '1500,5' }), 'create').price).toBe('1500,5');
  });

  it('sends max_attendees only when above 0, and the meeting link only for online events', () => {
    expect(buildEventPayload(form({ max_attendees: '80' }), 'create').max_attendees).toBe(80);
    expect(buildEventPayload(form({ max_attendees: '0' }), 'create')).not.toHaveProperty('max_attendees');
    const offline = buildEventPayload(form({ meeting_url: 'https://meet.example.com/a' }), 'create');
    expect(offline).not.toHaveProperty('meeting_url');
    const online = buildEventPayload(
      form({ is_online: true, meeting_url: ' https://meet.example.com/a ' }),
      'create',
    );
    expect(online.meeting_url).toBe('https://meet.example.com/a');
  });

  it('sends coordinates only as a pair picked from the suggestions', () => {
    const picked = form({
      address: 'Obelisco, Buenos Aires',
      latitude: '-34.6037',
      longitude: '-58.3816',
      geocoded_address: 'Obelisco, Buenos Aires',
    });
    expect(buildEventPayload(picked, 'create')).toMatchObject({
      latitude: -34.6037,
      longitude: -58.3816,
      geocoded_address: 'Obelisco, Buenos Aires',
    });
    expect(buildEventPayload(form({ latitude: '-34.6' }), 'create')).not.toHaveProperty('latitude');
  });

  it('on edit sends emptied fields as null (the API keeps whatever is left out)', () => {
    const payload = buildEventPayload(form({ description: '', max_attendees: '', price: '' }), 'update');
    expect(payload).toMatchObject({
      description: null,
      end_date: null,
      meeting_url: null,
      max_attendees: null,
      duration_hours: null,
      latitude: null,
      longitude: null,
      price: 0,
    });
  });

  it('passes the shared rules the server applies', () => {
    const today = '2030-01-01';
    const ok = validateForm(eventSchema({ today }), buildEventPayload(form({ price: '1500' }), 'create'));
    expect(ok.ok).toBe(true);
    const bad = validateForm(
      eventSchema({ today }),
      buildEventPayload(
        form({ title: ' ', location: '', event_date: '', price: '150', is_online: false }),
        'create',
      ),
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        title: EVENT_MESSAGES.titleRequired,
        event_date: EVENT_MESSAGES.dateRequired,
        location: EVENT_MESSAGES.locationRequired,
        price: EVENT_MESSAGES.priceStep,
      },
    });
    const online = validateForm(
      eventSchema({ today }),
      buildEventPayload(form({ is_online: true }), 'create'),
    );
    expect(online).toEqual({ ok: false, errors: { meeting_url: EVENT_MESSAGES.meetingUrlRequired } });
  });
});

describe('event form couplings (spec 02 §4)', () => {
  it('ticking "free" sets the price to 0; unticking it empties that 0', () => {
    const free = withFieldChange(form({ price: '2500' }), 'is_free', true);
    expect(free.price).toBe('0');
    expect(withFieldChange(free, 'is_free', false).price).toBe('');
    expect(changedFields(form({ price: '2500' }), free)).toEqual(['is_free', 'price']);
  });

  it('unticking "online" clears the meeting link; ticking it keeps what was typed', () => {
    const online = form({ is_online: true, meeting_url: 'https://meet.example.com/a' });
    expect(withFieldChange(online, 'is_online', false).meeting_url).toBe('');
    expect(withFieldChange(form({ meeting_url: 'x' }), 'is_online', true).meeting_url).toBe('x');
  });

  it('typing an address drops coordinates picked for an earlier text', () => {
    const picked = form({
      address: 'Obelisco',
      latitude: '-34.6',
      longitude: '-58.38',
      geocoded_address: 'Obelisco',
    });
    expect(withFieldChange(picked, 'address', 'Obelisco 2')).toMatchObject({
      latitude: '',
      longitude: '',
      geocoded_address: '',
    });
  });

  it('editing maps stored dates to the date part only', () => {
    const stored = {
      ...({} as CreatorEvent),
      title: 'Show',
      description: null,
      category: 'concert',
      status: 'published',
      event_date: '2030-05-20T00:00:00.000Z',
      event_time: '21:00:00',
      end_date: '2030-05-21T03:00:00.000Z',
      end_time: null,
      location: 'Teatro',
      address: null,
      latitude: null,
      longitude: null,
      geocoded_address: null,
      is_online: false,
      meeting_url: null,
      ticket_url: null,
      is_free: true,
      price: 0,
      max_attendees: 120,
      duration_hours: null,
      is_featured: false,
      image_url: null,
    } as CreatorEvent;
    expect(eventToFormValues(stored)).toMatchObject({
      event_date: '2030-05-20',
      event_time: '21:00',
      end_date: '2030-05-21',
      end_time: '',
      description: '',
      price: '0',
      max_attendees: '120',
    });
  });
});
