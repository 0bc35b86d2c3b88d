import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { useAuthValidation } from '../utils/auth-validation';
import { postedText, usePostedForm } from '../utils/posted-form';
import { TwoFactorLoginStep } from './two-factor-login-step';

type LoginValues = { email: string; password: string; rememberMe: boolean };

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { login } = useAuth();
  const posted = usePostedForm();
  const form = useForm<LoginValues>(
    { email: postedText(posted, 'email'), password: '', rememberMe: posted?.values.rememberMe !== false },
    {},
    posted?.challenge ? {} : (posted?.errors ?? {}),
  );
  const { values, setValue, errors } = form;
  const [formError, setFormError] = useState<string | null>(
    posted?.challenge ? null : (posted?.formError ?? null),
  );
  const [submitting, setSubmitting] = useState(false);
  /** Set when the password was right and the account asks for its two-step code. */
  const [challenge, setChallenge] = useState<string | null>(posted?.challenge ?? null);
  const loadValidation = useAuthValidation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const validation = await loadValidation();
    if (!validation) {
      setFormError(AUTH_MESSAGES.unexpected);
      return;
    }
    const result = validation.validateForm(validation.loginSchema, values);
    if (!result.ok) {
      form.showErrors(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await login(result.data.email, result.data.password, values.rememberMe);
      if (outcome.status === 'two-factor') {
        setSubmitting(false);
        setChallenge(outcome.challengeToken);
        return;
      }
      onSuccess();
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        setFormError(AUTH_MESSAGES.unexpected);
        return;
      }
      const fieldErrors = mapServerErrors<typeof values>(error.errors, ['email', 'password']);
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else setFormError(error.serverMessage ?? AUTH_MESSAGES.loginFailed);
    }
  }

  if (challenge) {
    return (
      <TwoFactorLoginStep
        challengeToken={challenge}
        rememberMe={values.rememberMe}
        posted={posted?.challenge === challenge ? posted : null}
        onSuccess={onSuccess}
        onRestart={() => {
          setChallenge(null);
          setValue('password', '');
        }}
      />
    );
  }

  return (
    <form ref={form.formRef} className="form" method="post" noValidate onSubmit={handleSubmit}>
      {formError ? <Alert tone="error" title={formError} /> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="tu@email.com"
        value={values.email}
        error={errors.email}
        onChange={(e) => setValue('email', e.target.value)}
      />
      <div className="field-with-action">
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setValue('password', e.target.value)}
        />
        <Link className="field-action-link" to={paths.auth.forgotPassword.getHref()}>
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <CheckboxField
        label="Recordarme"
        name="rememberMe"
        checked={values.rememberMe}
        onChange={(e) => setValue('rememberMe', e.target.checked)}
      />
      <Button type="submit" size="lg" block loading={submitting}>
        {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
