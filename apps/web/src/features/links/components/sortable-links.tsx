import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type ReactNode, useRef } from 'react';
import { announcementText, DRAG_THRESHOLD_PX, REORDER_INSTRUCTIONS } from '../utils/reorder';

interface SortableLinksProps {
  ids: readonly number[];
  titleOf: (id: number) => string;
  /** Called with the new order after a drop that changed it. */
  onReorder: (order: number[]) => void;
  /** The rows: one `SortableLinkRow` per id, in the same order. */
  children: ReactNode;
}

/**
 * The links list as a dnd-kit sortable: pointer drags (mouse, touch and pen alike, from the handle,
 * past a few pixels so a tap stays a tap) and the keyboard on the same handle, with Spanish
 * announcements in dnd-kit's live region.
 */
export function SortableLinks({ ids, titleOf, onReorder, children }: SortableLinksProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit reports the row being over itself as the drag starts: not a move worth announcing.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));
  const say = (kind: 'picked' | 'moved' | 'dropped' | 'cancelled', id: UniqueIdentifier, index: number) =>
    announcementText({ kind, position: index + 1, total: ids.length }, titleOf(Number(id)));

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return say('picked', active.id, indexOf(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return say('moved', active.id, indexOf(over.id));
    },
    onDragEnd: ({ active, over }) => say('dropped', active.id, indexOf(over?.id ?? active.id)),
    onDragCancel: ({ active }) => say('cancelled', active.id, indexOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from !== -1 && to !== -1) onReorder(arrayMove([...ids], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol className="link-list">{children}</ol>
      </SortableContext>
    </DndContext>
  );
}
