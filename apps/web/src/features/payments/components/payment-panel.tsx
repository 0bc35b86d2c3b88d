import { TWO_FACTOR_MESSAGES } from '@enlaza/shared/auth';
import { DATE_MISSING } from '@enlaza/shared/format';
import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconAlert, IconCheckCircle, IconShield } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { TWO_FACTOR_SECTION_ID, twoFactorQueryOptions } from '../../../lib/queries/two-factor-query';
import {
  type PaymentConnection,
  usePaymentAutoCheck,
  usePaymentConnection,
} from '../hooks/payment-connection';
import { canRevokeAuthorization, canStartAuthorization, type PaymentState } from '../utils/payment-state';
import { busyText, connectLabel, formatDateTime } from '../utils/payment-texts';
import { IconRefresh, IconUnlink } from './payment-icons';
import '../../../styles/payments.css';

/** The panel's anchor: the badge's settings action lands here when the donations screen is off. */
export const PAYMENT_PANEL_ID = 'mercadopago';

export const DISCONNECT_CONFIRM = {
  title: 'Desconectar MercadoPago',
  message:
    '¿Estás seguro de que deseas desconectar tu cuenta de MercadoPago? Tu página dejará de recibir donaciones hasta que vuelvas a conectarla.',
};

function retry(store: PaymentConnection): void {
  const { state } = store;
  switch (state.error?.source) {
    case 'connect':
    case 'oauth':
      if (canStartAuthorization(state)) void store.connect();
      else void store.check();
      return;
    case 'revoke':
      void store.revoke();
      return;
    case 'refresh':
      void store.refreshToken();
      return;
    default:
      void store.check();
  }
}

/** Arriving at `#mercadopago` (from the badge's settings action) brings the panel into view and focus. */
function useFocusOnHash(ref: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  // The key changes on every navigation: choosing the settings action again scrolls here again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs it on purpose
  useEffect(() => {
    if (location.hash !== `#${PAYMENT_PANEL_ID}`) return;
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [location.hash, location.key, ref]);
}

/** Once Mercado Pago is connected, a suggestion to turn on two-step login while it is off. */
function TwoFactorSuggestion() {
  const twoFactor = useQuery(twoFactorQueryOptions());
  if (twoFactor.data?.enabled !== false) return null;
  return (
    <Alert tone="info" title={TWO_FACTOR_MESSAGES.suggestTitle}>
      <p>{TWO_FACTOR_MESSAGES.suggestText}</p>
      <Link to={`${paths.dashboard.profile.getHref()}#${TWO_FACTOR_SECTION_ID}`}>
        {TWO_FACTOR_MESSAGES.suggestLink}
      </Link>
    </Alert>
  );
}

function ConnectedView({ state, onDisconnect }: { state: PaymentState; onDisconnect: () => void }) {
  const store = usePaymentConnection();
  const auth = state.authData;
  return (
    <div className="mp-connected">
      <p className="mp-connected-title">
        <IconCheckCircle size={20} /> {PAYMENT_MESSAGES.connected}
      </p>
      {state.simulated ? <p className="mp-sim-note">{PAYMENT_MESSAGES.simulated}</p> : null}
      <TwoFactorSuggestion />
      <dl className="mp-details">
        <div>
          <dt>ID de usuario de MercadoPago</dt>
          <dd>{auth?.mpUserId ?? DATE_MISSING}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{auth?.email ?? DATE_MISSING}</dd>
        </div>
        <div>
          <dt>Autorizado el</dt>
          <dd>{formatDateTime(auth?.authorizedAt)}</dd>
        </div>
        <div>
          <dt>Última verificación</dt>
          <dd>{formatDateTime(state.lastChecked)}</dd>
        </div>
      </dl>
      {state.expiringSoon ? (
        <div className="mp-expiring">
          <p className="mp-expiring-title">
            <IconAlert size={18} /> {PAYMENT_MESSAGES.expiringSoon}
          </p>
          <p>Renueva el acceso para seguir recibiendo donaciones sin interrupciones.</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void store.refreshToken()}
            loading={state.operation === 'refresh'}
            disabled={state.loading}
          >
            {PAYMENT_MESSAGES.renewNow}
          </Button>
        </div>
      ) : null}
      <div className="mp-actions">
        <Button
          variant="secondary"
          size="sm"
          icon={<IconRefresh />}
          onClick={() => void store.check()}
          loading={state.operation === 'check'}
          disabled={state.loading}
        >
          {PAYMENT_MESSAGES.verify}
        </Button>
        {state.canRevoke ? (
          <Button
            variant="ghost"
            size="sm"
            className="mp-disconnect"
            icon={<IconUnlink />}
            onClick={onDisconnect}
            disabled={!canRevokeAuthorization(state)}
          >
            {PAYMENT_MESSAGES.disconnect}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function DisconnectedView({ state }: { state: PaymentState }) {
  const store = usePaymentConnection();
  return (
    <div className="mp-invite">
      <p className="mp-invite-title">Recibe donaciones en tu página</p>
      <p className="mp-muted">
        Conecta tu cuenta de MercadoPago para que tus seguidores puedan apoyar tu objetivo desde tu página
        pública. El dinero llega directo a tu cuenta.
      </p>
      {state.status === 'revoked' ? <p className="mp-revoked-note">{PAYMENT_MESSAGES.revokedNote}</p> : null}
      <Button
        onClick={() => void store.connect()}
        disabled={!canStartAuthorization(state)}
        loading={state.operation === 'connect'}
      >
        {connectLabel(state.status)}
      </Button>
      <p className="mp-safe">
        <IconShield size={16} /> {PAYMENT_MESSAGES.safeAndReversible}
      </p>
    </div>
  );
}

/**
 * The payment integration panel (spec 02 §2): connect, see and check the Mercado Pago connection,
 * renew it when it is about to expire, or disconnect it. While shown it keeps the auto-check running.
 */
export function PaymentPanel() {
  usePaymentAutoCheck();
  const store = usePaymentConnection();
  const { state } = store;
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState(false);
  useFocusOnHash(sectionRef);

  const disconnect = async () => {
    await store.revoke();
    setConfirming(false);
  };

  return (
    <section
      ref={sectionRef}
      id={PAYMENT_PANEL_ID}
      className="mp-panel"
      aria-labelledby={titleId}
      aria-busy={state.loading || undefined}
      tabIndex={-1}
    >
      <h2 id={titleId} className="mp-panel-title">
        MercadoPago
      </h2>
      {!state.initialized && state.loading ? (
        <p className="mp-busy" role="status">
          <Spinner size="md" /> {busyText(state.status)}
        </p>
      ) : (
        <>
          {state.loading && state.initialized ? (
            <p className="mp-busy" role="status">
              <Spinner size="sm" /> {busyText(state.status)}
            </p>
          ) : null}
          {state.error ? (
            <div className="mp-error" role="alert">
              <p className="mp-error-title">
                <IconAlert size={18} /> {PAYMENT_MESSAGES.authErrorTitle}
              </p>
              <p>{state.error.message}</p>
              {state.error.detail ? <p className="mp-error-detail">{state.error.detail}</p> : null}
              <Button size="sm" variant="secondary" onClick={() => retry(store)} disabled={state.loading}>
                {PAYMENT_MESSAGES.retry}
              </Button>
            </div>
          ) : null}
          {state.notice ? <Alert tone="success" title={state.notice} /> : null}
          {state.status === 'authorized' ? (
            <ConnectedView state={state} onDisconnect={() => setConfirming(true)} />
          ) : (
            <DisconnectedView state={state} />
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={DISCONNECT_CONFIRM.title}
        message={DISCONNECT_CONFIRM.message}
        confirmLabel={PAYMENT_MESSAGES.disconnect}
        busy={state.operation === 'revoke'}
        onConfirm={() => void disconnect()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
