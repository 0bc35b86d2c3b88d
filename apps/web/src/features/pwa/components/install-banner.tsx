import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { useInstallBanner } from '../hooks/use-install-banner';
import { IosInstallGuide } from './ios-install-guide';

/** Keeps --install-banner-height at the banner's height, so the page leaves that room at its end. */
function useReservedRoom(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--install-banner-height', `${element.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--install-banner-height');
    };
  }, [ref, shown]);
}

/** 'Instalar' banner (spec 01 §2 Shell): the browser's install dialog, or the iOS guide. */
export function InstallBanner() {
  const { mode, install, dismiss } = useInstallBanner();
  const [guideOpen, setGuideOpen] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  useReservedRoom(bannerRef, mode !== null);

  if (!mode) return null;

  const closeGuide = () => {
    setGuideOpen(false);
    actionRef.current?.focus();
  };

  return (
    <InstallBannerView
      mode={mode}
      titleId={titleId}
      bannerRef={bannerRef}
      actionRef={actionRef}
      onAction={() => (mode === 'ios' ? setGuideOpen(true) : void install())}
      onDismiss={dismiss}
    >
      {guideOpen ? <IosInstallGuide onClose={closeGuide} /> : null}
    </InstallBannerView>
  );
}

interface InstallBannerViewProps {
  mode: 'prompt' | 'ios';
  titleId: string;
  bannerRef?: RefObject<HTMLElement | null>;
  actionRef?: RefObject<HTMLButtonElement | null>;
  onAction?: () => void;
  onDismiss?: () => void;
  children?: ReactNode;
}

/** The banner's markup: the app's component, and the template the server-rendered pages' island clones. */
export function InstallBannerView(props: InstallBannerViewProps) {
  const { mode, titleId, bannerRef, actionRef, onAction, onDismiss, children } = props;
  return (
    <section ref={bannerRef} className="install-banner" aria-labelledby={titleId}>
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
            data-install-action=""
            onClick={onAction}
          >
            {mode === 'ios' ? 'Ver cómo' : 'Instalar'}
          </button>
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            data-install-dismiss=""
            onClick={onDismiss}
          >
            Ahora no
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}
