import { AUTH_MESSAGES, resetPasswordFormSchema } from '@enlaza/shared/auth';
import type { FieldError } from '@enlaza/shared/http';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { resetPassword } from '../api/reset-password';
import { withPasswordMatch } from '../utils/password-match';

/** A rejected token: the server says so in the message or in a field error (spec 01 §4). */
export function isInvalidLinkError(message: string | null, errors: readonly FieldError[]): boolean {
  const marker = AUTH_MESSAGES.resetInvalidMarker;
  return Boolean(message?.includes(marker)) || errors.some((e) => e.message.includes(marker));
}

interface ResetPasswordFormProps {
  token: string;
  onDone: (message: string) => void;
  onInvalidLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const form = useForm({ password: '', confirmPassword: '' });
  const { values, setValue, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const result = validateForm(resetPasswordFormSchema, values);
    if (!result.ok) {
      form.showErrors(withPasswordMatch(result.errors, values));
      return;
    }
    setSubmitting(true);
    try {
      const message = await resetPassword({ token, password: result.data.password });
      onDone(message ?? AUTH_MESSAGES.resetDefault);
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        setFormError(AUTH_MESSAGES.resetFailed);
        return;
      }
      if (isInvalidLinkError(error.serverMessage, error.errors)) {
        onInvalidLink();
        return;
      }
      // Spec 01 §8: field errors go to the password field.
      const firstFieldError = error.errors[0];
      if (firstFieldError) form.showErrors({ password: firstFieldError.message });
      else setFormError(error.serverMessage ?? AUTH_MESSAGES.resetFailed);
    }
  }

  return (
    <form ref={form.formRef} className="form" method="post" noValidate onSubmit={handleSubmit}>
      {formError ? <Alert tone="error" title={formError} /> : null}
      <TextField
        label="Nueva contraseña"
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
      <Button type="submit" size="lg" block loading={submitting} disabled={!form.hydrated}>
        {submitting ? 'Guardando...' : 'Guardar nueva contraseña'}
      </Button>
    </form>
  );
}
