import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../../testing/setup-dom';
import { useDeleteFlow } from './delete-flow';
import { Modal } from './modal';
import { EmptyPanel, LoadErrorPanel } from './panels';
import { ProgressBar } from './progress-bar';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

setupDomTests();

function ModalHarness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open ? (
        <Modal
          backdropClassName="dialog-backdrop"
          className="dialog"
          labelledBy="t"
          onClose={() => setOpen(false)}
          closable={closable}
          initialFocus={okRef}
        >
          <h2 id="t">Título</h2>
          <button ref={okRef} type="button">
            Aceptar
          </button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('opens a native modal <dialog>, focuses the chosen control, closes on Escape and gives focus back', () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Aceptar' }));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape while its action runs', () => {
    render(<ModalHarness closable={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('ProgressBar', () => {
  it('names the bar and says its value', () => {
    render(<ProgressBar className="progress" value={42.4} label="Progreso" valueText="42% recaudado" />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42% recaudado');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42.4%');
  });
});

describe('text fields with a counter', () => {
  it('shows length/maxLength as the hint, linked to the control', () => {
    render(
      <>
        <TextField label="Título" value="Hola" maxLength={100} counter onChange={() => undefined} />
        <TextareaField label="Bio" value="" maxLength={160} counter onChange={() => undefined} />
      </>,
    );
    const title = screen.getByLabelText('Título');
    const hintId = title.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('4/100');
    expect(screen.getByText('0/160')).toBeTruthy();
  });
});

function DeleteHarness({ remove }: { remove: () => Promise<unknown> }) {
  const [log, setLog] = useState('');
  const flow = useDeleteFlow<string>({
    title: 'Eliminar enlace',
    message: (item) => `¿Eliminar ${item}?`,
    remove,
    onDeleted: (item) => setLog(`eliminado ${item}`),
    onFailed: () => setLog('falló'),
  });
  return (
    <>
      <button type="button" onClick={() => flow.ask('Tienda')}>
        Borrar
      </button>
      <output>{log}</output>
      {flow.dialog}
    </>
  );
}

describe('delete flow', () => {
  it('asks first, runs the delete with the button busy, then reports', async () => {
    let finish: (value?: unknown) => void = () => undefined;
    const remove = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<DeleteHarness remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar enlace' });
    expect(dialog.textContent).toContain('¿Eliminar Tienda?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true),
    );
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('eliminado Tienda');
  });

  it('reports a failure and closes the dialog', async () => {
    render(<DeleteHarness remove={() => Promise.reject(new Error('x'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('falló'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('panels', () => {
  it('offers Reintentar on a load error and shows an empty state with its action', () => {
    const retry = vi.fn();
    render(
      <>
        <LoadErrorPanel className="links-page" message="Error al cargar enlaces" onRetry={retry} />
        <EmptyPanel
          icon={null}
          title="Todavía no tienes enlaces"
          action={<button type="button">Agregar</button>}
        />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error al cargar enlaces');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Todavía no tienes enlaces')).toBeTruthy();
  });
});
