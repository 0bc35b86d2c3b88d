import { describe, expect, it } from 'vitest';
import {
  announcementText,
  DRAG_THRESHOLD_PX,
  gapAtPointer,
  indexForGap,
  initialReorderState,
  moveItem,
  type ReorderAction,
  type ReorderState,
  reorderPayload,
  reorderTransition,
  showsIndicatorAt,
  type Transition,
} from './reorder';

/** Applies actions in turn, collecting what each transition asked for. */
function run(state: ReorderState, actions: ReorderAction[]) {
  const steps: Transition[] = [];
  let current = state;
  for (const action of actions) {
    const t = reorderTransition(current, action);
    steps.push(t);
    current = t.state;
  }
  return { state: current, steps, commits: steps.flatMap((s) => (s.commit ? [s.commit] : [])) };
}

const key = (id: number, k: string): ReorderAction => ({ type: 'key', id, key: k });
// Three rows 60 px tall starting at y = 100: middles at 130, 190, 250.
const MIDDLES = [130, 190, 250];

describe('reorder helpers', () => {
  it('moves an item and numbers positions 1..n for PUT /links/reorder', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(reorderPayload([7, 3, 9])).toEqual({
      links: [
        { id: 7, order_position: 1 },
        { id: 3, order_position: 2 },
        { id: 9, order_position: 3 },
      ],
    });
  });

  it('finds the gap under the pointer and where a dropped item lands', () => {
    expect(gapAtPointer(MIDDLES, 100)).toBe(0);
    expect(gapAtPointer(MIDDLES, 131)).toBe(1);
    expect(gapAtPointer(MIDDLES, 240)).toBe(2);
    expect(gapAtPointer(MIDDLES, 400)).toBe(3);
    expect(indexForGap(0, 3)).toBe(2);
    expect(indexForGap(2, 0)).toBe(0);
    expect(indexForGap(1, 2)).toBe(1);
  });
});

describe('keyboard reordering', () => {
  it('picks up with Space, moves with the arrows and drops with Enter into a new order', () => {
    const { state, steps, commits } = run(initialReorderState([1, 2, 3]), [
      key(1, ' '),
      key(1, 'ArrowDown'),
      key(1, 'ArrowDown'),
      key(1, 'Enter'),
    ]);
    expect(steps.every((s) => s.handled)).toBe(true);
    expect(steps[1]?.state.order).toEqual([2, 1, 3]);
    expect(commits).toEqual([[2, 3, 1]]);
    expect(state).toEqual({ order: [2, 3, 1], drag: { kind: 'idle' } });
    expect(steps.map((s) => s.announce?.kind)).toEqual(['picked', 'moved', 'moved', 'dropped']);
    expect(steps[3]?.announce).toEqual({ kind: 'dropped', id: 1, position: 3, total: 3 });
  });

  it('restores the original order on Escape and saves nothing', () => {
    const { state, steps, commits } = run(initialReorderState([1, 2, 3]), [
      key(3, 'Enter'),
      key(3, 'ArrowUp'),
      key(3, 'ArrowUp'),
      key(3, 'Escape'),
    ]);
    expect(steps[2]?.state.order).toEqual([3, 1, 2]);
    expect(state.order).toEqual([1, 2, 3]);
    expect(state.drag.kind).toBe('idle');
    expect(commits).toEqual([]);
    expect(steps[3]?.announce).toEqual({ kind: 'cancelled', id: 3, position: 3, total: 3 });
  });

  it('stays put at the ends, ignores other keys and other rows, and a drop in place saves nothing', () => {
    const { state, steps, commits } = run(initialReorderState([1, 2]), [
      key(1, 'ArrowDown'), // not picked up yet: the arrow is left to the page
      key(1, 'Enter'),
      key(1, 'ArrowUp'), // already first
      key(2, 'ArrowDown'), // another row's handle
      key(1, 'a'),
      key(1, ' '),
    ]);
    expect(steps.map((s) => Boolean(s.handled))).toEqual([false, true, true, false, false, true]);
    expect(steps[2]?.announce).toEqual({ kind: 'moved', id: 1, position: 1, total: 2 });
    expect(state.order).toEqual([1, 2]);
    expect(commits).toEqual([]);
  });

  it('abandons a keyboard drag when the list is reloaded', () => {
    const { state } = run(initialReorderState([1, 2, 3]), [
      key(2, ' '),
      key(2, 'ArrowUp'),
      { type: 'sync', order: [1, 2] },
      key(2, 'ArrowDown'),
    ]);
    expect(state).toEqual({ order: [1, 2], drag: { kind: 'idle' } });
  });
});

describe('pointer reordering (mouse, touch, pen)', () => {
  const down = (id: number, y: number): ReorderAction => ({ type: 'pointerDown', id, y, midpoints: MIDDLES });
  const move = (y: number): ReorderAction => ({ type: 'pointerMove', y });

  it('drags the first row below the last and saves the new order', () => {
    const { state, steps, commits } = run(initialReorderState([10, 20, 30]), [
      down(10, 130),
      move(200),
      move(280),
      { type: 'pointerUp' },
    ]);
    const dragging = steps[2]?.state.drag;
    expect(dragging).toMatchObject({ kind: 'pointer', moving: true, gap: 3 });
    expect(dragging && showsIndicatorAt(dragging, 3)).toBe(true);
    expect(commits).toEqual([[20, 30, 10]]);
    expect(state).toEqual({ order: [20, 30, 10], drag: { kind: 'idle' } });
    expect(steps[3]?.announce).toEqual({ kind: 'dropped', id: 10, position: 3, total: 3 });
  });

  it('drags the last row to the top', () => {
    const { commits } = run(initialReorderState([10, 20, 30]), [
      down(30, 250),
      move(150),
      move(90),
      { type: 'pointerUp' },
    ]);
    expect(commits).toEqual([[30, 10, 20]]);
  });

  it('treats a press that barely moves as a tap, not a drag', () => {
    const { state, steps, commits } = run(initialReorderState([10, 20, 30]), [
      down(20, 190),
      move(190 + DRAG_THRESHOLD_PX - 1),
      { type: 'pointerUp' },
    ]);
    expect(steps[1]?.state.drag).toMatchObject({ kind: 'pointer', moving: false });
    expect(commits).toEqual([]);
    expect(state.drag.kind).toBe('idle');
  });

  it('shows no indicator and saves nothing when dropped in the gaps around the row itself', () => {
    const { steps, commits } = run(initialReorderState([10, 20, 30]), [
      down(20, 190),
      move(150),
      { type: 'pointerUp' },
    ]);
    const drag = steps[1]?.state.drag;
    expect(drag).toMatchObject({ kind: 'pointer', moving: true, gap: 1 });
    expect(drag && [0, 1, 2, 3].some((i) => showsIndicatorAt(drag, i))).toBe(false);
    expect(commits).toEqual([]);
  });

  it('cancels a pointer drag (pointercancel) without saving, and ignores keys meanwhile', () => {
    const { state, steps, commits } = run(initialReorderState([10, 20, 30]), [
      down(10, 130),
      move(260),
      key(10, ' '),
      { type: 'cancel' },
    ]);
    expect(steps[2]?.handled).toBeFalsy();
    expect(steps[3]?.announce?.kind).toBe('cancelled');
    expect(state).toEqual({ order: [10, 20, 30], drag: { kind: 'idle' } });
    expect(commits).toEqual([]);
  });
});

describe('announcements', () => {
  it('speaks Spanish with the title and the position', () => {
    expect(announcementText({ kind: 'moved', id: 1, position: 2, total: 4 }, 'Mi tienda')).toBe(
      '"Mi tienda" movido a la posición 2 de 4.',
    );
    expect(announcementText({ kind: 'picked', id: 1, position: 1, total: 3 }, 'Instagram')).toContain(
      'Escape para cancelar',
    );
    expect(announcementText({ kind: 'cancelled', id: 1, position: 1, total: 3 }, 'X')).toBe(
      'Reordenamiento cancelado. "X" volvió a la posición 1 de 3.',
    );
  });
});
