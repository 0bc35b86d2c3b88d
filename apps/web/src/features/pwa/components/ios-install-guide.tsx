import { type RefObject, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export const IOS_INSTALL_STEPS = [
  'Abre esta página en Safari.',
  'Toca el botón Compartir (el cuadrado con una flecha hacia arriba).',
  'Elige «Agregar a pantalla de inicio».',
  'Confirma tocando «Agregar».',
];

/** The four iOS steps (spec 01 §2 Shell) in a modal dialog; 'Entendido' or Escape closes it. */
export function IosInstallGuide({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      backdropClassName="ios-guide-backdrop"
      className="ios-guide"
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeRef}
    >
      <IosInstallGuideContent titleId={titleId} closeRef={closeRef} onClose={onClose} />
    </Modal>
  );
}

interface IosInstallGuideContentProps {
  titleId: string;
  closeRef?: RefObject<HTMLButtonElement | null>;
  onClose?: () => void;
}

/** The guide's title, steps and 'Entendido': in the app's modal and in the server pages' template. */
export function IosInstallGuideContent({ titleId, closeRef, onClose }: IosInstallGuideContentProps) {
  return (
    <>
      <h2 id={titleId} className="ios-guide-title">
        Instala Enlazá en tu iPhone o iPad
      </h2>
      <ol className="ios-guide-steps">
        {IOS_INSTALL_STEPS.map((step, i) => (
          <li key={step}>
            <span className="ios-guide-number" aria-hidden="true">
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <button
        ref={closeRef}
        type="button"
        data-guide-close=""
        className={buttonClass({ block: true })}
        onClick={onClose}
      >
        Entendido
      </button>
    </>
  );
}
