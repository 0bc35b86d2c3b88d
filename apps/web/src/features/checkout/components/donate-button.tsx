import { donationDestination } from '@enlaza/shared/donations';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useHydrated } from '../../../lib/use-hydrated';
import type { DonationFormProps } from './donation-form';
import '../../../styles/checkout.css';

export const DONATE_LABEL = 'Aportar';

export const donationTitle = (creatorName: string) => `Apoyar a ${creatorName}`;
export const donationIntro = (creatorName: string, goalTitle: string) =>
  donationDestination({ creatorName, goalTitle });

// The form validates with the shared zod schema: loaded when the dialog opens (with the in-app
// browser step before it), so the public page's own script stays small.
const CheckoutStep = lazy(() => import('./checkout-step').then((m) => ({ default: m.CheckoutStep })));

function HeartIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.5 3 5 6.3 5c2 0 3.3 1.1 3.9 2.1l1.8 2 1.8-2C14.4 6.1 15.7 5 17.7 5 21 5 22.7 8.5 21.2 11.4 19 15.6 12 20 12 20z" />
    </svg>
  );
}

export function DonationDialog({ onClose, ...form }: DonationFormProps & { onClose: () => void }) {
  const id = useId();
  return (
    <Modal
      backdropClassName="dn-backdrop"
      className="dn-dialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      onClose={onClose}
    >
      <div className="dn-head">
        <h2 id={`${id}-title`} className="dn-title">
          {donationTitle(form.creatorName)}
        </h2>
        <button type="button" className="dn-close" aria-label="Cerrar" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={`${id}-intro`} className="dn-intro">
        {donationIntro(form.creatorName, form.goalTitle)}
      </p>
      <Suspense
        fallback={
          <p className="dn-intro" role="status">
            Cargando...
          </p>
        }
      >
        <CheckoutStep {...form} />
      </Suspense>
    </Modal>
  );
}

/**
 * The goal card's contribute button and its donation dialog. Plain React, no router; the form (and
 * its schema library) arrives only when the dialog opens. Until the page's script runs (or without
 * JavaScript) it is a link to the server-rendered form (`formHref`).
 */
export function DonateButton({
  formHref,
  onOpen,
  ...props
}: DonationFormProps & { formHref: string /** Called each time the dialog opens. */; onOpen?: () => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!hydrated) {
    return (
      <a href={formHref} className="pp-button dn-open">
        <HeartIcon /> {DONATE_LABEL}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="pp-button dn-open"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        <HeartIcon /> {DONATE_LABEL}
      </button>
      {open ? <DonationDialog {...props} onClose={close} /> : null}
    </>
  );
}

/** What the goal card says instead when the creator cannot receive donations yet. */
export function DonationsUnavailable() {
  return <p className="dn-unavailable">Las donaciones todavía no están disponibles para este perfil.</p>;
}
