import type { CreatorEvent } from '@enlaza/shared/events';
import { describe, expect, it } from 'vitest';
import {
  countMorePreviewLinks,
  previewGoal,
  selectPreviewLinks,
  selectUpcomingEvents,
} from './preview-selectors';

const link = (id: number, order_position: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Enlace ${id}`,
  url: `https://example.com/${id}`,
  order_position,
  ...extra,
});

function event(id: number, date: string, extra: Partial<CreatorEvent> = {}): CreatorEvent {
  return {
    id,
    title: `Evento ${id}`,
    description: null,
    category: 'other',
    status: 'published',
    event_date: date,
    event_time: '20:00',
    end_date: null,
    end_time: null,
    event_datetime: `${date}T20:00:00-03:00`,
    location: 'Rosario',
    address: null,
    latitude: null,
    longitude: null,
    geocoded_address: null,
    is_online: false,
    meeting_url: null,
    ticket_url: null,
    is_free: true,
    price: 0,
    formatted_price: 'Gratis',
    currency: 'ARS',
    max_attendees: null,
    duration_hours: null,
    is_featured: false,
    image_url: null,
    is_upcoming: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

describe('preview links', () => {
  it('shows at most 4 active links in position order', () => {
    const links = [
      link(1, 5),
      link(2, 1),
      link(3, 2, { is_active: false }),
      link(4, 3),
      link(5, 4, { active: false }),
      link(6, 6),
      link(7, 0),
    ];
    expect(selectPreviewLinks(links, NOW).map((l) => l.id)).toEqual([7, 2, 4, 1]);
    // Five active links: the public page shows them all, the preview says one more.
    expect(countMorePreviewLinks(links, NOW)).toBe(1);
    expect(countMorePreviewLinks(links.slice(0, 4), NOW)).toBe(0);
  });

  it('leaves out links scheduled to start later or already ended, as the public page does', () => {
    const links = [
      link(1, 1, { starts_at: '2026-06-01T12:01:00.000Z' }),
      link(2, 2, { starts_at: '2026-06-01T12:00:00.000Z', ends_at: '2026-06-01T12:01:00.000Z' }),
      link(3, 3, { ends_at: '2026-06-01T12:00:00.000Z' }),
      link(4, 4),
    ];
    expect(selectPreviewLinks(links, NOW).map((l) => l.id)).toEqual([2, 4]);
    expect(countMorePreviewLinks(links, NOW)).toBe(0);
  });
});

const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('preview events', () => {
  const now = new Date('2026-06-01T12:00:00-03:00');

  it('keeps published future events, soonest first, at most 2, with 60-character descriptions', () => {
    const long = 'Una noche de canciones nuevas con invitados especiales y sorpresas para todos';
    const events = [
      event(1, '2026-08-01'),
      event(2, '2026-06-10', { description: long }),
      event(3, '2026-07-01', { status: 'draft' }),
      event(4, '2026-05-01', { is_upcoming: false }),
      event(5, '2026-06-20'),
    ];
    const { events: shown, hasMore } = selectUpcomingEvents(events, now);
    expect(shown.map((e) => e.id)).toEqual([2, 5]);
    expect(shown[0]?.shortDescription).toBe(`${long.slice(0, 60).trimEnd()}...`);
    expect(hasMore).toBe(true);
  });

  it('decides by the date when the API gives no upcoming flag', () => {
    const past = event(1, '2026-05-31', { is_upcoming: undefined as unknown as boolean });
    const future = event(2, '2026-06-02', { is_upcoming: undefined as unknown as boolean });
    expect(selectUpcomingEvents([past, future], now).events.map((e) => e.id)).toEqual([2]);
  });

  it("offers 'Ver todos los eventos' only beyond 2, counting the API's total", () => {
    expect(selectUpcomingEvents([event(1, '2026-07-01'), event(2, '2026-07-02')], now).hasMore).toBe(false);
    expect(selectUpcomingEvents([event(1, '2026-07-01'), event(2, '2026-07-02')], now, 5).hasMore).toBe(true);
  });
});

describe('preview goal', () => {
  it('rounds the percentage and caps the bar at 100 %', () => {
    expect(previewGoal({ current_amount: 333, target_amount: 1000 })).toMatchObject({
      percent: 33,
      barWidth: 33,
    });
    expect(previewGoal({ current_amount: 1500, target_amount: 1000 })).toMatchObject({
      percent: 150,
      barWidth: 100,
    });
    expect(previewGoal({ current_amount: 10, target_amount: 0 })).toMatchObject({ percent: 0, barWidth: 0 });
  });
});
