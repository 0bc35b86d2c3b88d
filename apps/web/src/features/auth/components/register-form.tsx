import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { sanitizeUsernameInput } from '@enlaza/shared/limits';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { publicHost } from '../../../config/client-config';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { useAuthValidation } from '../utils/auth-validation';
import { withPasswordMatch } from '../utils/password-match';
import { postedText, usePostedForm } from '../utils/posted-form';

const SERVER_FIELDS = ['full_name', 'username', 'email', 'password'] as const;

type RegisterValues = {
  full_name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { register } = useAuth();
  const posted = usePostedForm();
  const form = useForm<RegisterValues>(
    {
      full_name: postedText(posted, 'full_name'),
      username: postedText(posted, 'username'),
      email: postedText(posted, 'email'),
      password: '',
      confirmPassword: '',
      acceptTerms: posted?.values.acceptTerms === true,
    },
    { username: sanitizeUsernameInput },
    posted?.errors ?? {},
  );
  const { values, setValue, errors } = form;
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const [submitting, setSubmitting] = useState(false);
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
    const result = validation.validateForm(validation.registerFormSchema, values);
    if (!result.ok) {
      form.showErrors(withPasswordMatch(result.errors, values));
      return;
    }
    const { full_name, username, email, password } = result.data;
    setSubmitting(true);
    try {
      await register(full_name, username, email, password);
      onSuccess();
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        setFormError(AUTH_MESSAGES.unexpected);
        return;
      }
      const fieldErrors = mapServerErrors<typeof values>(error.errors, SERVER_FIELDS);
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else
        setFormError(error.serverMessage || AUTH_MESSAGES.registerFailed || AUTH_MESSAGES.registerFailedForm);
    }
  }

  return (
    <form ref={form.formRef} className="form" method="post" noValidate onSubmit={handleSubmit}>
      {formError ? <Alert tone="error" title={formError} /> : null}
      <TextField
        label="Nombre completo"
        name="full_name"
        autoComplete="name"
        placeholder="Tu nombre y apellido"
        value={values.full_name}
        error={errors.full_name}
        onChange={(e) => setValue('full_name', e.target.value)}
      />
      <TextField
        label="Nombre de usuario"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="tu-usuario"
        value={values.username}
        error={errors.username}
        onChange={(e) => setValue('username', e.target.value)}
        hint={
          <>
            <span className="url-preview">
              Tu página: {publicHost()}/u/
              {values.username ? (
                <strong>{values.username}</strong>
              ) : (
                <span className="url-preview-empty">tu-usuario</span>
              )}
            </span>
            <span>Solo letras minúsculas, números y guiones.</span>
          </>
        }
      />
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
      <div className="form-row">
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint="Mínimo 6 caracteres."
          onChange={(e) => setValue('password', e.target.value)}
        />
        <TextField
          label="Confirmar contraseña"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setValue('confirmPassword', e.target.value)}
        />
      </div>
      <CheckboxField
        name="acceptTerms"
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        onChange={(e) => setValue('acceptTerms', e.target.checked)}
        label={
          <>
            Acepto los{' '}
            <Link to={paths.legal.terms.getHref()} target="_blank" rel="noopener">
              Términos de servicio
            </Link>{' '}
            y la{' '}
            <Link to={paths.legal.privacy.getHref()} target="_blank" rel="noopener">
              Política de privacidad
            </Link>
          </>
        }
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={submitting}
        disabled={form.hydrated && !values.acceptTerms}
      >
        {submitting ? 'Creando cuenta...' : 'Crear mi página gratis'}
      </Button>
    </form>
  );
}
