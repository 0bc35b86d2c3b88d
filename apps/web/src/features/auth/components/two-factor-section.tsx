import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FlashMessage } from '../../../components/ui/flash-message';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { TWO_FACTOR_SECTION_ID, twoFactorQueryOptions } from '../../../lib/queries/two-factor-query';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetup } from './two-factor-setup';
import '../../../styles/two-factor.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; otpauthUrl: string }
  | { kind: 'codes'; codes: string[] };

/** Profile screen: 'Verificación en dos pasos', turned on with a QR and a first code, off with password + code. */
export function TwoFactorSection() {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const status = useQuery(twoFactorQueryOptions());
  const setup = useSetupTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { flash, showSuccess, showError } = useFlashMessage();

  // The payments screen links here: the section comes into view.
  useEffect(() => {
    if (location.hash === `#${TWO_FACTOR_SECTION_ID}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: ({ secret, otpauth_url }) => setStep({ kind: 'setup', secret, otpauthUrl: otpauth_url }),
      onError: (error) =>
        showError(error instanceof ApiError && error.serverMessage ? error.serverMessage : M.loadFailed),
    });

  const enabled = status.data?.enabled === true;
  return (
    <section
      id={TWO_FACTOR_SECTION_ID}
      ref={sectionRef}
      className="profile-card two-factor-section"
      aria-labelledby={titleId}
    >
      <div className="profile-card-head">
        <h2 id={titleId} className="profile-card-title">
          {M.title}
        </h2>
        {status.data ? (
          <span className={`two-factor-badge ${enabled ? 'is-on' : ''}`}>
            {enabled ? M.statusOn : M.statusOff}
          </span>
        ) : null}
      </div>
      <p className="field-hint">{M.intro}</p>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <div className="two-factor-error" role="alert">
          <p>{M.loadFailed}</p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {M.retry}
          </Button>
        </div>
      ) : step.kind === 'codes' ? (
        <RecoveryCodesList
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'idle' });
            showSuccess(M.enabled);
          }}
        />
      ) : step.kind === 'setup' && !enabled ? (
        <TwoFactorSetup
          secret={step.secret}
          otpauthUrl={step.otpauthUrl}
          onEnabled={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : enabled ? (
        <>
          <p className="field-hint">{M.recoveryLeft(status.data.recovery_codes_left)}</p>
          <TwoFactorDisableForm onDisabled={showSuccess} />
        </>
      ) : (
        <Button onClick={start} loading={setup.isPending}>
          {M.start}
        </Button>
      )}
      <FlashMessage flash={flash} />
    </section>
  );
}
