import { describe, expect, it } from 'vitest';
import { announcementText, reorderPayload } from './reorder';

describe('reorder helpers', () => {
  it('numbers positions 1..n for PUT /links/reorder', () => {
    expect(reorderPayload([3, 1, 2])).toEqual({
      links: [
        { id: 3, order_position: 1 },
        { id: 1, order_position: 2 },
        { id: 2, order_position: 3 },
      ],
    });
  });
});

describe('announcements', () => {
  it('speaks Spanish with the title and the position', () => {
    expect(announcementText({ kind: 'moved', position: 2, total: 4 }, 'Mi tienda')).toBe(
      '"Mi tienda" movido a la posición 2 de 4.',
    );
    expect(announcementText({ kind: 'picked', position: 1, total: 3 }, 'Instagram')).toContain(
      'Escape para cancelar',
    );
    expect(announcementText({ kind: 'dropped', position: 3, total: 3 }, 'X')).toBe(
      '"X" soltado en la posición 3 de 3.',
    );
    expect(announcementText({ kind: 'cancelled', position: 1, total: 3 }, 'X')).toBe(
      'Reordenamiento cancelado. "X" volvió a la posición 1 de 3.',
    );
  });
});
