import { changeEmailSchema, VERIFICATION_MESSAGES as T } from '@enlaza/shared/auth';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FlashMessage } from '../../../components/ui/flash-message';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useChangeEmail } from '../api/change-email';

type Field = 'email' | 'current_password';
type Errors = Partial<Record<Field, string>>;

/** Profile screen (issue 22): the account's email, changed with the current password; the new one is verified by mail. */
export function ChangeEmailSection() {
  const titleId = useId();
  const { user, updateUser } = useAuth();
  const change = useChangeEmail();
  const { flash, showSuccess, showError } = useFlashMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  if (!user) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse({ email, current_password: password });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        updateUser({ email: answer.data.user.email, email_verified: answer.data.user.email_verified });
        setEmail('');
        setPassword('');
        showSuccess(answer.message || T.changed);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0) {
          const found: Errors = {};
          for (const e of error.errors)
            if (e.field === 'email' || e.field === 'current_password') found[e.field] = e.message;
          setErrors(found);
        }
        showError(error instanceof ApiError && error.serverMessage ? error.serverMessage : T.changeFailed);
      },
    });
  };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {T.changeTitle}
      </h2>
      <p className="field-hint">
        {user.email} ({user.email_verified === false ? T.unverifiedBadge : T.verifiedBadge})
      </p>
      <p className="field-hint">{T.changeHint}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={T.newEmail}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          label={T.currentPassword}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.current_password}
        />
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {change.isPending ? T.changing : T.changeSubmit}
        </Button>
      </form>
      <FlashMessage flash={flash} />
    </section>
  );
}
