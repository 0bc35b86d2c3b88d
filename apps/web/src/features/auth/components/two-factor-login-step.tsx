import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import type { AuthFormState } from '@enlaza/shared/public';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

type Mode = 'app' | 'recovery';

/** The login's second step: 'Código de verificación' from the app, or a one-use recovery code. */
export function TwoFactorLoginStep({
  challengeToken,
  rememberMe,
  posted = null,
  onSuccess,
  onRestart,
}: {
  challengeToken: string;
  rememberMe: boolean;
  /** The server's answer to this step posted without JavaScript (a wrong code). */
  posted?: AuthFormState | null;
  onSuccess: () => void;
  onRestart: () => void;
}) {
  const { completeTwoFactor } = useAuth();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('app');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(
    posted?.errors.code ?? posted?.errors.recovery_code,
  );
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The field takes the focus when the step opens, and again when the kind of code changes.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function switchMode() {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'));
    setValue('');
    setFieldError(undefined);
    setFormError(null);
    inputRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const typed = value.trim();
    if (!typed) {
      setFieldError(mode === 'app' ? M.codeRequired : M.recoveryCodeRequired);
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await completeTwoFactor(
        challengeToken,
        mode === 'app' ? { code: typed } : { recovery_code: typed },
        rememberMe,
      );
      onSuccess();
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        setFormError(M.codeInvalid);
        return;
      }
      if (error.status === 401) {
        setExpired(true);
        setFormError(error.serverMessage ?? M.challengeExpired);
        return;
      }
      const onField = error.errors.find((e) => e.field === 'code' || e.field === 'recovery_code');
      if (onField) {
        setFieldError(onField.message);
        inputRef.current?.focus();
      } else setFormError(error.serverMessage ?? M.codeInvalid);
    }
  }

  const label = mode === 'app' ? M.codeLabel : M.recoveryCodeLabel;
  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {M.loginStepTitle}
      </h2>
      <p className="field-hint">{mode === 'app' ? M.loginStepIntro : M.loginRecoveryIntro}</p>
      {formError ? <Alert tone="error" title={formError} /> : null}
      {/* Posted without JavaScript, the step says which login it completes. */}
      <input type="hidden" name="challenge_token" value={challengeToken} />
      {rememberMe ? <input type="hidden" name="rememberMe" value="on" /> : null}
      {expired ? (
        <Button variant="secondary" block onClick={onRestart}>
          {M.backToLogin}
        </Button>
      ) : (
        <>
          <TextField
            ref={inputRef}
            label={label}
            name={mode === 'app' ? 'code' : 'recovery_code'}
            autoComplete="one-time-code"
            inputMode={mode === 'app' ? 'numeric' : 'text'}
            maxLength={mode === 'app' ? 7 : 12}
            value={value}
            error={fieldError}
            onChange={(e) => {
              setValue(e.target.value);
              setFieldError(undefined);
            }}
          />
          <Button type="submit" size="lg" block loading={submitting}>
            {submitting ? M.verifying : M.verify}
          </Button>
          <Button variant="ghost" block onClick={switchMode}>
            {mode === 'app' ? M.useRecoveryCode : M.useAppCode}
          </Button>
        </>
      )}
    </form>
  );
}
