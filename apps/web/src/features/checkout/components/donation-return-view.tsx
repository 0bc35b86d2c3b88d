import {
  type CheckoutResult,
  DONATION_MESSAGES,
  donationDestination,
  type PublicDonationStatus,
} from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { Check, Clock, type IconNode, X } from 'lucide';
import type { ReactNode } from 'react';
import { Glyph } from '../../../components/ui/glyph';
import type { ReturnPhase, ReturnState } from '../utils/return-status';
import '../../../styles/checkout.css';

const profileHref = (username: string) => `/u/${encodeURIComponent(username)}`;

interface Look {
  tone: 'approved' | 'pending' | 'failed';
  icon: IconNode;
  title: string;
  text: (d: PublicDonationStatus | null) => ReactNode;
}

const destination = (d: PublicDonationStatus | null) =>
  d ? ` ${donationDestination({ creatorName: d.creator.full_name, goalTitle: d.goal_title })}` : '';

/** What each outcome says to the donor. */
export const RETURN_TEXTS: Record<Exclude<ReturnPhase, 'loading'>, Look> = {
  approved: {
    tone: 'approved',
    icon: Check,
    title: '¡Gracias por tu aporte!',
    text: (d) => `El pago fue aprobado.${destination(d)}`,
  },
  pending: {
    tone: 'pending',
    icon: Clock,
    title: 'Tu pago está pendiente',
    text: () => 'Estamos esperando la confirmación de MercadoPago. Esta página se actualiza sola.',
  },
  timeout: {
    tone: 'pending',
    icon: Clock,
    title: 'Tu pago sigue pendiente',
    text: () =>
      'MercadoPago todavía no confirmó el pago. Si elegiste pagar en efectivo o por transferencia, puede demorar: el aporte se sumará cuando se acredite.',
  },
  rejected: {
    tone: 'failed',
    icon: X,
    title: 'El pago fue rechazado',
    text: () => 'No se realizó ningún cobro. Puedes intentarlo de nuevo con otro medio de pago.',
  },
  cancelled: {
    tone: 'failed',
    icon: X,
    title: 'El pago fue cancelado',
    text: () => 'No se realizó ningún cobro. Puedes volver a intentarlo cuando quieras.',
  },
  refunded: {
    tone: 'failed',
    icon: X,
    title: 'El pago fue reembolsado',
    text: () => 'El dinero de este aporte fue devuelto.',
  },
  disputed: {
    tone: 'pending',
    icon: Clock,
    title: 'El pago está en revisión',
    text: () =>
      'Hay un reclamo abierto sobre este pago en MercadoPago. Mientras se resuelve, el aporte no se suma.',
  },
  'not-found': {
    tone: 'failed',
    icon: X,
    title: DONATION_MESSAGES.notFound,
    text: () => 'El enlace no corresponde a ningún aporte. Revisa que esté completo.',
  },
  error: {
    tone: 'failed',
    icon: X,
    title: DONATION_MESSAGES.statusFailed,
    text: () => 'No pudimos consultar el estado de tu aporte. Revisa tu conexión e intenta de nuevo.',
  },
};

interface DonationReturnViewProps {
  state: ReturnState;
  /** The checkout's hint (?resultado=…), shown only until the server answers. */
  hint: CheckoutResult | null;
  onRestart: () => void;
}

/**
 * The page a donor comes back to from the checkout (/donacion/{id}): what happened to the payment,
 * as the server knows it, and the way back to the creator's page. Nothing private is shown.
 */
export function DonationReturnView({ state, hint, onRestart }: DonationReturnViewProps) {
  const { donation } = state;
  if (state.phase === 'loading') {
    return (
      <section className="dn-return dn-return-pending" aria-busy="true">
        <h1 className="dn-return-title">
          {hint === 'aprobado' ? 'Confirmando tu pago...' : 'Consultando tu aporte...'}
        </h1>
        <p className="dn-return-text" role="status">
          Estamos consultando el estado de tu pago.
        </p>
      </section>
    );
  }
  const look = RETURN_TEXTS[state.phase];
  const back = donation ? profileHref(donation.creator.username) : null;
  const retryToProfile = state.phase === 'rejected' || state.phase === 'cancelled';
  return (
    <section className={`dn-return dn-return-${look.tone}`} aria-live="polite">
      <span className="dn-return-icon">
        <Glyph icon={look.icon} size={32} />
      </span>
      <h1 className="dn-return-title">{look.title}</h1>
      {donation && state.phase !== 'not-found' ? (
        <p className="dn-return-amount">{formatARS(donation.amount)}</p>
      ) : null}
      <p className="dn-return-text">{look.text(donation)}</p>
      {state.error && state.phase !== 'error' ? (
        <p className="dn-return-text" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="dn-return-actions">
        {state.phase === 'error' || state.phase === 'timeout' ? (
          <button type="button" className="pp-button" onClick={onRestart}>
            Volver a consultar
          </button>
        ) : null}
        {back && donation ? (
          <a className={retryToProfile ? 'pp-button' : 'pp-button-outline'} href={back}>
            {retryToProfile ? 'Intentar de nuevo' : `Volver al perfil de ${donation.creator.full_name}`}
          </a>
        ) : null}
        {!donation ? (
          <a className="pp-button-outline" href="/">
            Ir al inicio
          </a>
        ) : null}
      </div>
    </section>
  );
}
