/**
 * Reordering a list of ids by pointer (mouse, touch, pen) or keyboard, as pure transitions so the
 * rules can be tested without a browser. The screen applies the effects: announce, save.
 */

/** Pixels a pointer must travel before a press on the handle becomes a drag (a tap is not one). */
export const DRAG_THRESHOLD_PX = 6;

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const [item] = next.splice(from, 1);
  const target = Math.max(0, Math.min(to, next.length));
  next.splice(target, 0, item as T);
  return next;
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The gap (0..n) under the pointer: before the first row whose middle is below it, else the end. */
export function gapAtPointer(midpoints: readonly number[], y: number): number {
  const index = midpoints.findIndex((middle) => y < middle);
  return index === -1 ? midpoints.length : index;
}

/** Where an item taken from `from` lands when dropped into gap `gap` (the gaps around it change nothing). */
export function indexForGap(from: number, gap: number): number {
  return gap > from ? gap - 1 : gap;
}

/** The body of PUT /links/reorder: positions become 1..n in the new order (spec 02 §4). */
export function reorderPayload(ids: readonly number[]) {
  return { links: ids.map((id, index) => ({ id, order_position: index + 1 })) };
}

export type DragState =
  | { kind: 'idle' }
  | { kind: 'keyboard'; id: number; originalOrder: number[] }
  | {
      kind: 'pointer';
      id: number;
      from: number;
      startY: number;
      y: number;
      /** Middle of each row in page coordinates, measured when the press began. */
      midpoints: number[];
      /** Past the threshold: a real drag, with a drop indicator at `gap`. */
      moving: boolean;
      gap: number;
    };

export interface ReorderState {
  order: number[];
  drag: DragState;
}

export type ReorderAction =
  /** The list changed underneath (loaded, added, deleted): any drag is abandoned. */
  | { type: 'sync'; order: number[] }
  | { type: 'key'; id: number; key: string }
  | { type: 'cancel' }
  | { type: 'pointerDown'; id: number; y: number; midpoints: number[] }
  | { type: 'pointerMove'; y: number }
  | { type: 'pointerUp' };

export type Announcement = {
  kind: 'picked' | 'moved' | 'dropped' | 'cancelled';
  id: number;
  position: number;
  total: number;
};

export interface Transition {
  state: ReorderState;
  /** Something for the live region to say. */
  announce?: Announcement;
  /** A new order to save. */
  commit?: number[];
  /** The key was used by the reorder handle (the caller prevents its default action). */
  handled?: boolean;
}

export const initialReorderState = (order: number[]): ReorderState => ({ order, drag: { kind: 'idle' } });

const idle: DragState = { kind: 'idle' };

function at(state: ReorderState, kind: Announcement['kind'], id: number, order = state.order): Announcement {
  return { kind, id, position: order.indexOf(id) + 1, total: order.length };
}

function onKey(state: ReorderState, id: number, key: string): Transition {
  const { drag, order } = state;
  const pick = key === ' ' || key === 'Spacebar' || key === 'Enter';
  if (drag.kind !== 'keyboard') {
    if (!pick || drag.kind === 'pointer' || !order.includes(id)) return { state };
    const next: ReorderState = { order, drag: { kind: 'keyboard', id, originalOrder: order } };
    return { state: next, announce: at(next, 'picked', id), handled: true };
  }
  if (drag.id !== id) return { state };
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const from = order.indexOf(id);
    const to = key === 'ArrowUp' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return { state, announce: at(state, 'moved', id), handled: true };
    const next: ReorderState = { order: moveItem(order, from, to), drag };
    return { state: next, announce: at(next, 'moved', id), handled: true };
  }
  if (pick) {
    const next: ReorderState = { order, drag: idle };
    const changed = !sameOrder(order, drag.originalOrder);
    return {
      state: next,
      announce: at(next, 'dropped', id),
      handled: true,
      ...(changed ? { commit: order } : {}),
    };
  }
  if (key === 'Escape') return { ...cancel(state), handled: true };
  return { state };
}

function cancel(state: ReorderState): Transition {
  const { drag } = state;
  if (drag.kind === 'keyboard') {
    const next: ReorderState = { order: drag.originalOrder, drag: idle };
    return { state: next, announce: at(next, 'cancelled', drag.id) };
  }
  if (drag.kind === 'pointer') {
    const next: ReorderState = { order: state.order, drag: idle };
    return drag.moving ? { state: next, announce: at(next, 'cancelled', drag.id) } : { state: next };
  }
  return { state };
}

export function reorderTransition(state: ReorderState, action: ReorderAction): Transition {
  const { drag } = state;
  switch (action.type) {
    case 'sync':
      return { state: initialReorderState(action.order) };
    case 'key':
      return onKey(state, action.id, action.key);
    case 'cancel':
      return cancel(state);
    case 'pointerDown': {
      const from = state.order.indexOf(action.id);
      if (drag.kind !== 'idle' || from === -1) return { state };
      return {
        state: {
          order: state.order,
          drag: {
            kind: 'pointer',
            id: action.id,
            from,
            startY: action.y,
            y: action.y,
            midpoints: action.midpoints,
            moving: false,
            gap: from,
          },
        },
      };
    }
    case 'pointerMove': {
      if (drag.kind !== 'pointer') return { state };
      const moving = drag.moving || Math.abs(action.y - drag.startY) >= DRAG_THRESHOLD_PX;
      const gap = moving ? gapAtPointer(drag.midpoints, action.y) : drag.from;
      return { state: { order: state.order, drag: { ...drag, y: action.y, moving, gap } } };
    }
    case 'pointerUp': {
      if (drag.kind !== 'pointer') return { state };
      const to = indexForGap(drag.from, drag.gap);
      if (!drag.moving || to === drag.from) return { state: { order: state.order, drag: idle } };
      const order = moveItem(state.order, drag.from, to);
      const next: ReorderState = { order, drag: idle };
      return { state: next, announce: at(next, 'dropped', drag.id), commit: order };
    }
  }
}

/** Whether the drop indicator belongs before row `index` (or after the last row when index = n). */
export function showsIndicatorAt(drag: DragState, index: number): boolean {
  if (drag.kind !== 'pointer' || !drag.moving) return false;
  if (indexForGap(drag.from, drag.gap) === drag.from) return false;
  return drag.gap === index;
}

/** What the live region says, in Spanish. */
export function announcementText(a: Announcement, title: string): string {
  const where = `posición ${a.position} de ${a.total}`;
  switch (a.kind) {
    case 'picked':
      return `"${title}" seleccionado, ${where}. Usa las flechas arriba y abajo para moverlo, Espacio o Enter para soltarlo y Escape para cancelar.`;
    case 'moved':
      return `"${title}" movido a la ${where}.`;
    case 'dropped':
      return `"${title}" soltado en la ${where}.`;
    case 'cancelled':
      return `Reordenamiento cancelado. "${title}" volvió a la ${where}.`;
  }
}
