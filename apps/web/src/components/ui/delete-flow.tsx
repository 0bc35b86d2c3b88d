import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteFlowOptions<T, R> {
  title: string;
  message: (item: T) => string;
  /** The delete call; the dialog shows it running and stays until it settles. */
  remove: (item: T) => Promise<R>;
  /** With what the delete call answered (e.g. the server's message). */
  onDeleted: (item: T, result: R) => void;
  onFailed: (error: unknown) => void;
}

/**
 * The managers' delete flow: ask which item, confirm in a dialog ('Eliminar' / 'Cancelar'), run the
 * delete with the confirm button busy, then report. Returns `ask(item)` and the dialog to render.
 */
export function useDeleteFlow<T, R = unknown>({
  title,
  message,
  remove,
  onDeleted,
  onFailed,
}: DeleteFlowOptions<T, R>): {
  ask: (item: T) => void;
  dialog: ReactElement;
} {
  const [target, setTarget] = useState<{ item: T } | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const result = await remove(target.item);
      setTarget(null);
      onDeleted(target.item, result);
    } catch (error) {
      setTarget(null);
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    ask: (item) => setTarget({ item }),
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={title}
        message={target ? message(target.item) : ''}
        confirmLabel="Eliminar"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    ),
  };
}
