import { androidBrowserIntent, detectInAppBrowser, IN_APP_MESSAGES } from '@enlaza/shared/donations';
import { useState } from 'react';
import { InAppBrowserStep } from '../../../components/in-app-browser-step';
import { DonationForm, type DonationFormProps } from './donation-form';

/** What the browser says it is; overridable for tests. */
export interface CheckoutStepProps extends DonationFormProps {
  userAgent?: string;
  pageUrl?: string;
}

/**
 * The dialog's content: inside Instagram, Facebook or TikTok first the 'Abrir en el navegador' step
 * (the provider's login often fails there), with 'Continuar acá' to go on to the form anyway.
 */
export function CheckoutStep({
  userAgent = navigator.userAgent,
  pageUrl = window.location.href,
  ...form
}: CheckoutStepProps) {
  const [stayHere, setStayHere] = useState(false);
  const inApp = detectInAppBrowser(userAgent);
  if (!inApp || stayHere) return <DonationForm {...form} />;
  return (
    <InAppBrowserStep
      inApp={inApp}
      openInBrowserUrl={inApp.platform === 'android' ? androidBrowserIntent(pageUrl) : null}
      continueHere={
        <button
          type="button"
          className="pp-button-outline inapp-step-continue"
          onClick={() => setStayHere(true)}
        >
          {IN_APP_MESSAGES.continueHere}
        </button>
      }
    />
  );
}
