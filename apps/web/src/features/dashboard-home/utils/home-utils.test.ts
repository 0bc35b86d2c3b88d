import type { Link } from '@enlaza/shared/links';
import { describe, expect, it } from 'vitest';
import { fallbackStats, latestDonations } from './home-data';
import { relativeTime } from './relative-time';
import { changeLabel } from './stat-change';

describe('stat change label', () => {
  it("says 'Sin datos del mes anterior' when there is no percentage", () => {
    expect(changeLabel({ percentage: null, trend: null })).toMatchObject({
      tone: 'none',
      text: 'Sin datos del mes anterior',
    });
    expect(changeLabel(undefined).tone).toBe('none');
  });

  it('shows ▲ or ▼ with the whole percentage', () => {
    expect(changeLabel({ percentage: 12, trend: 'up' })).toEqual({
      tone: 'up',
      text: '▲ 12% vs. mes anterior',
      spoken: 'Subió 12% respecto del mes anterior',
    });
    expect(changeLabel({ percentage: -8, trend: 'down' })).toMatchObject({
      tone: 'down',
      text: '▼ 8% vs. mes anterior',
    });
    expect(changeLabel({ percentage: -3, trend: null }).tone).toBe('down');
    expect(changeLabel({ percentage: 0, trend: 'up' }).text).toBe('▲ 0% vs. mes anterior');
  });
});

describe('relative time in Spanish', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('words recent dates', () => {
    expect(relativeTime('2026-06-10T11:59:40Z', now)).toBe('hace un momento');
    expect(relativeTime('2026-06-10T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(relativeTime('2026-06-10T09:00:00Z', now)).toBe('hace 3 horas');
    expect(relativeTime('2026-06-09T12:00:00Z', now)).toBe('ayer');
    expect(relativeTime('2026-06-06T12:00:00Z', now)).toBe('hace 4 días');
    expect(relativeTime('2026-05-20T12:00:00Z', now)).toBe('hace 3 semanas');
    expect(relativeTime('2025-06-01T12:00:00Z', now)).toBe('el año pasado');
  });

  it('handles missing and invalid dates', () => {
    expect(relativeTime(null, now)).toBe('No disponible');
    expect(relativeTime('mañana', now)).toBe('Fecha inválida');
  });
});

describe('latest donations', () => {
  it('keeps 3 rows with an amount and names anonymous donors', () => {
    const rows = [
      { id: 'a', amount: 500, donor_name: 'Ana', message: '¡Vamos!', created_at: '2026-06-01T00:00:00Z' },
      { id: 'b', amount: 'x' },
      { id: 'c', amount: 1000, donor_name: '  ', message: '' },
      'basura',
      { id: 'd', amount: 200 },
      { id: 'e', amount: 300 },
    ];
    expect(latestDonations(rows)).toEqual([
      { id: 'a', donor: 'Ana', amount: 500, message: '¡Vamos!', date: '2026-06-01T00:00:00Z' },
      { id: 'c', donor: 'Anónimo', amount: 1000, message: null, date: null },
      { id: 'd', donor: 'Anónimo', amount: 200, message: null, date: null },
    ]);
    expect(latestDonations(undefined)).toEqual([]);
  });
});

describe('fallback statistics', () => {
  const link = (id: number, clicks: number, order_position: number) =>
    ({
      id,
      title: `L${id}`,
      url: 'https://x.com',
      icon: 'pi pi-link',
      click_count: clicks,
      order_position,
    }) as Link;

  it('totals the clicks, ranks 5 links and takes the goal figures', () => {
    const links = [link(1, 3, 1), link(2, 10, 2), link(3, 0, 3), link(4, 7, 4), link(5, 1, 5), link(6, 2, 6)];
    const goal = {
      id: 1,
      title: 'Disco',
      description: '',
      target_amount: 1000,
      target: 1000,
      current_amount: 250,
      progress: 25,
      is_active: true,
      indexing: null,
      created_at: '',
      updated_at: '',
    };
    const stats = fallbackStats(links, goal);
    expect(stats.clicksTotales).toEqual({ value: 23, percentage: null, trend: null });
    expect(stats.topLinks.map((l) => l.id)).toEqual([2, 4, 1, 6, 5]);
    expect(stats.goal).toEqual({ current: 250, target: 1000, percent: 25 });
    expect(stats.donaciones).toMatchObject({ count: 0, amount: 0, percentage: null });
    expect(fallbackStats([], null).goal).toBeNull();
  });
});
