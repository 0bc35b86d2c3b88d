import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useDisableTwoFactor } from '../api/disable-two-factor';

type Errors = { password?: string; code?: string };

/** Turning two-step login off: the password and a code of the app (or a recovery code). */
export function TwoFactorDisableForm({ onDisabled }: { onDisabled: (message: string) => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const missing: Errors = {};
    if (!password) missing.password = AUTH_MESSAGES.passwordRequired;
    if (!code.trim()) missing.code = M.codeRequired;
    if (missing.password || missing.code) {
      setErrors(missing);
      return;
    }
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: (answer) => onDisabled(answer.message || M.disabled),
        onError: (error) => {
          if (!(error instanceof ApiError)) return setFormError(M.codeInvalid);
          const next: Errors = {};
          for (const e of error.errors)
            if (e.field === 'password' || e.field === 'code') next[e.field] = e.message;
          setErrors(next);
          if (!next.password && !next.code) setFormError(error.serverMessage ?? M.codeInvalid);
        },
      },
    );
  }

  return (
    <form className="form two-factor-disable" noValidate onSubmit={submit}>
      <h3 className="two-factor-subtitle">{M.disableTitle}</h3>
      <p className="field-hint">{M.disableIntro}</p>
      {formError ? <Alert tone="error" title={formError} /> : null}
      <TextField
        label={M.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <TextField
        label={M.disableCodeLabel}
        name="code"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        error={errors.code}
        onChange={(e) => {
          setCode(e.target.value);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
      />
      <Button type="submit" variant="danger" loading={disable.isPending}>
        {M.disable}
      </Button>
    </form>
  );
}
