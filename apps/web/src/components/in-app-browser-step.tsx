import { IN_APP_MESSAGES, type InAppBrowser } from '@enlaza/shared/donations';
import '../styles/in-app-step.css';
import type { ReactNode } from 'react';

interface InAppBrowserStepProps {
  inApp: InAppBrowser;
  /** Android: an intent:// address that opens the page in Chrome; null shows the two-step guide. */
  openInBrowserUrl: string | null;
  /** 'Continuar acá': a link (works without JavaScript) or a button. */
  continueHere: ReactNode;
}

/**
 * Inside Instagram, Facebook or TikTok the provider's login often fails: first offer to leave for
 * the browser (a direct link on Android, the ••• menu on iOS), and still let the visitor go on.
 */
export function InAppBrowserStep({ inApp, openInBrowserUrl, continueHere }: InAppBrowserStepProps) {
  return (
    <section className="inapp-step" aria-labelledby="inapp-step-title" data-app={inApp.app}>
      <h2 id="inapp-step-title" className="inapp-step-title">
        {IN_APP_MESSAGES.title}
      </h2>
      <p className="inapp-step-text">{IN_APP_MESSAGES.explanation}</p>
      {openInBrowserUrl ? (
        <a className="pp-button inapp-step-open" href={openInBrowserUrl}>
          {IN_APP_MESSAGES.openInBrowser}
        </a>
      ) : (
        <div className="inapp-step-guide">
          <p className="inapp-step-guide-title">{IN_APP_MESSAGES.openInBrowser}</p>
          <ol className="inapp-step-list">
            {[IN_APP_MESSAGES.iosStep1, IN_APP_MESSAGES.iosStep2].map((step, i) => (
              <li key={step}>
                <span className="inapp-step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {continueHere}
    </section>
  );
}
