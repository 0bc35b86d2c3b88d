import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { twoFactorQrDataUrl } from '../utils/two-factor-qr';

/** The QR and the secret to scan or type, confirmed with a first 6-digit code. */
export function TwoFactorSetup({
  secret,
  otpauthUrl,
  onEnabled,
  onCancel,
}: {
  secret: string;
  otpauthUrl: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let cancelled = false;
    void twoFactorQrDataUrl(otpauthUrl).then((url) => {
      if (!cancelled) setQr(url);
    });
    return () => {
      cancelled = true;
    };
  }, [otpauthUrl]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!code.trim()) {
      setFieldError(M.codeRequired);
      codeRef.current?.focus();
      return;
    }
    enable.mutate(code.trim(), {
      onSuccess: onEnabled,
      onError: (error) => {
        const onField = error instanceof ApiError ? error.errors.find((e) => e.field === 'code') : undefined;
        if (onField) {
          setFieldError(onField.message);
          codeRef.current?.focus();
        } else
          setFormError(
            error instanceof ApiError && error.serverMessage ? error.serverMessage : M.codeInvalid,
          );
      },
    });
  }

  return (
    <form className="form two-factor-setup" noValidate onSubmit={submit}>
      <p className="field-hint">{M.scanQr}</p>
      <div className="two-factor-qr">
        {qr ? <img src={qr} alt={M.qrAlt} width={180} height={180} /> : <Spinner />}
      </div>
      <div className="two-factor-open-app">
        <a className="btn btn-secondary btn-sm" href={otpauthUrl}>
          {M.openApp}
        </a>
        <p className="field-hint">{M.openAppHint}</p>
      </div>
      <div className="field-hint">
        <span>{M.secretLabel}</span>
        <code className="two-factor-secret">{secret}</code>
      </div>
      {formError ? <Alert tone="error" title={formError} /> : null}
      <TextField
        ref={codeRef}
        label={M.codeLabel}
        name="code"
        hint={M.codeHint}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={code}
        error={fieldError}
        onChange={(e) => {
          setCode(e.target.value);
          setFieldError(undefined);
        }}
      />
      <div className="two-factor-actions">
        <Button type="submit" loading={enable.isPending}>
          {M.confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
