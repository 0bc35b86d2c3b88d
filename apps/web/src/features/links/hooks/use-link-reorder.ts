import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  announcementText,
  initialReorderState,
  type ReorderAction,
  type ReorderState,
  reorderTransition,
} from '../utils/reorder';

/** Whether two orders hold the same ids, whatever their order. */
function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(b);
  return a.length === set.size && a.every((id) => set.has(id));
}

/** Distance from the viewport edge at which a pointer drag scrolls the page. */
const EDGE_PX = 72;
const SCROLL_STEP_PX = 14;

interface UseLinkReorderOptions {
  ids: readonly number[];
  titleOf: (id: number) => string;
  /** Called with the new order after a drop that changed it. */
  onCommit: (order: number[]) => void;
}

/**
 * Drag and drop with pointer events (mouse, touch and pen alike) and the keyboard on the same handle.
 * The rules live in utils/reorder.ts; this hook measures rows, scrolls and keeps focus.
 */
export function useLinkReorder({ ids, titleOf, onCommit }: UseLinkReorderOptions) {
  const [state, setState] = useState<ReorderState>(() => initialReorderState([...ids]));
  const stateRef = useRef(state);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<number, HTMLElement>());
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const callbacks = useRef({ titleOf, onCommit });
  callbacks.current = { titleOf, onCommit };
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const syncedKey = useRef<string | null>(null);

  /** Takes in a list that changed underneath (loaded, added, deleted); any drag is abandoned. */
  const syncIfChanged = useCallback(() => {
    const key = idsRef.current.join(',');
    if (key === syncedKey.current) return;
    syncedKey.current = key;
    stateRef.current = reorderTransition(stateRef.current, {
      type: 'sync',
      order: [...idsRef.current],
    }).state;
    setState(stateRef.current);
  }, []);

  const dispatch = useCallback(
    (action: ReorderAction) => {
      // A press can come before the effect below has taken in a freshly loaded list.
      syncIfChanged();
      const t = reorderTransition(stateRef.current, action);
      stateRef.current = t.state;
      setState(t.state);
      if (t.announce) setAnnouncement(announcementText(t.announce, callbacks.current.titleOf(t.announce.id)));
      if (t.commit) callbacks.current.onCommit(t.commit);
      return t;
    },
    [syncIfChanged],
  );

  const idsKey = ids.join(',');
  useEffect(() => {
    if (idsKey !== syncedKey.current) syncIfChanged();
  }, [idsKey, syncIfChanged]);

  // Moving a row in the DOM can take focus from its handle; give it back while the keyboard drags.
  useLayoutEffect(() => {
    if (state.drag.kind !== 'keyboard') return;
    const handle = handles.current.get(state.drag.id);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [state]);

  const rowRef = useCallback(
    (id: number) => (el: HTMLElement | null) => {
      if (el) rows.current.set(id, el);
      else rows.current.delete(id);
    },
    [],
  );

  const pageY = (clientY: number) => clientY + window.scrollY;

  const handleProps = (id: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      if (el) handles.current.set(id, el);
      else handles.current.delete(id);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const t = dispatch({ type: 'key', id, key: event.key });
      if (t.handled) event.preventDefault();
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      // relatedTarget is null when the row itself was moved; only a real focus change abandons a drag.
      const drag = stateRef.current.drag;
      if (drag.kind === 'keyboard' && drag.id === id && event.relatedTarget) dispatch({ type: 'cancel' });
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const midpoints = stateRef.current.order.map((rowId) => {
        const rect = rows.current.get(rowId)?.getBoundingClientRect();
        return rect ? pageY(rect.top + rect.height / 2) : 0;
      });
      const t = dispatch({ type: 'pointerDown', id, y: pageY(event.clientY), midpoints });
      if (t.state.drag.kind === 'pointer') event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (stateRef.current.drag.kind !== 'pointer') return;
      event.preventDefault();
      if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      dispatch({ type: 'pointerMove', y: pageY(event.clientY) });
    },
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
      if (stateRef.current.drag.kind !== 'pointer') return;
      dispatch({ type: 'pointerMove', y: pageY(event.clientY) });
      dispatch({ type: 'pointerUp' });
    },
    onPointerCancel: () => {
      if (stateRef.current.drag.kind === 'pointer') dispatch({ type: 'cancel' });
    },
  });

  const drag = state.drag;
  /** How far the row being dragged by a pointer follows it. */
  const offsetOf = (id: number) =>
    drag.kind === 'pointer' && drag.moving && drag.id === id ? drag.y - drag.startY : 0;

  // Until the sync effect has run, a list that gained or lost a link is shown as given.
  const order = sameMembers(state.order, ids) ? state.order : [...ids];

  return { order, drag, announcement, rowRef, handleProps, offsetOf };
}
