import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { useInstallBanner } from '../hooks/use-install-banner';
import { IosInstallGuide } from './ios-install-guide';

/** 'Instalar' banner (spec 01 §2 Shell): the browser's install dialog, or the iOS guide. */
export function InstallBanner() {
  const { mode, install, dismiss } = useInstallBanner();
  const [guideOpen, setGuideOpen] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  if (!mode) return null;

  const closeGuide = () => {
    setGuideOpen(false);
    actionRef.current?.focus();
  };

  return (
    <section className="install-banner" aria-labelledby={titleId}>
      <div className="install-banner-inner">
        <LogoMark size={40} />
        <div className="install-banner-text">
          <p id={titleId} className="install-banner-title">
            Instalar
          </p>
          <p>Accede más rápido desde tu pantalla de inicio</p>
        </div>
        <div className="install-banner-actions">
          <button
            ref={actionRef}
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={() => (mode === 'ios' ? setGuideOpen(true) : void install())}
          >
            {mode === 'ios' ? 'Ver cómo' : 'Instalar'}
          </button>
          <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={dismiss}>
            Ahora no
          </button>
        </div>
      </div>
      {guideOpen ? <IosInstallGuide onClose={closeGuide} /> : null}
    </section>
  );
}
