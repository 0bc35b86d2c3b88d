import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';

const STEPS = [
  'Abre esta página en Safari.',
  'Toca el botón Compartir (el cuadrado con una flecha hacia arriba).',
  'Elige «Agregar a pantalla de inicio».',
  'Confirma tocando «Agregar».',
];

/** The four iOS steps (spec 01 §2 Shell) in a modal dialog; 'Entendido' or Escape closes it. */
export function IosInstallGuide({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // 'Entendido' is the only control: focus stays in the dialog.
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  return (
    <div className="ios-guide-backdrop">
      <div
        className="ios-guide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ios-guide-title">
          Instala Enlazá en tu iPhone o iPad
        </h2>
        <ol className="ios-guide-steps">
          {STEPS.map((step, i) => (
            <li key={step}>
              <span className="ios-guide-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <button ref={closeRef} type="button" className={buttonClass({ block: true })} onClick={onClose}>
          Entendido
        </button>
      </div>
    </div>
  );
}
