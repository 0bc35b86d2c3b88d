import { AUTH_MESSAGES, forgotPasswordSchema } from '@enlaza/shared/auth';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { requestPasswordReset } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const form = useForm({ email: '' });
  const { values, setValue, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const result = validateForm(forgotPasswordSchema, values);
    if (!result.ok) {
      form.showErrors(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      const message = await requestPasswordReset(result.data);
      setSentMessage(message ?? AUTH_MESSAGES.forgotDefault);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(AUTH_MESSAGES.forgotFailed);
        return;
      }
      const fieldErrors = mapServerErrors<typeof values>(error.errors, ['email']);
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else setFormError(error.serverMessage ?? AUTH_MESSAGES.forgotFailed);
    } finally {
      setSubmitting(false);
    }
  }

  if (sentMessage) {
    return (
      <div className="form">
        <Alert tone="success" title={sentMessage}>
          <p>{AUTH_MESSAGES.forgotHint}</p>
        </Alert>
        <ButtonLink to={paths.auth.login.getHref()} size="lg" block>
          Volver a iniciar sesión
        </ButtonLink>
      </div>
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
      <Button type="submit" size="lg" block loading={submitting} disabled={!form.hydrated}>
        {submitting ? 'Enviando...' : 'Enviar enlace de recuperación'}
      </Button>
    </form>
  );
}
