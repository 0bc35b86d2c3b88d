import { ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FlashMessage } from '../../../components/ui/flash-message';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { twoFactorQueryOptions } from '../../../lib/queries/two-factor-query';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useDeleteAccount } from '../api/delete-account';

type Field = 'password' | 'confirm_username' | 'code';

/**
 * Profile screen: 'Eliminar mi cuenta'. Explains what happens, asks the password and the username
 * typed again, and with two-step login on a code of the app (or a recovery code); on success `onDeleted` runs (the session is gone on the server already).
 */
export function DeleteAccountSection({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmUsername, setConfirmUsername] = useState('');
  const [code, setCode] = useState('');
  const twoFactorOn = useQuery(twoFactorQueryOptions()).data?.enabled === true;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const remove = useDeleteAccount();
  const { flash, showError } = useFlashMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!password) missing.password = M.passwordRequired;
    if (!confirmUsername.trim()) missing.confirm_username = M.usernameRequired;
    if (twoFactorOn && !code.trim()) missing.code = M.codeWrong;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    remove.mutate(
      { password, confirm_username: confirmUsername, ...(twoFactorOn ? { code: code.trim() } : {}) },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.errors : [];
          const byField: Partial<Record<Field, string>> = {};
          for (const e of fieldErrors) {
            if (e.field === 'password' || e.field === 'confirm_username' || e.field === 'code') {
              byField[e.field] = e.message;
            }
          }
          setErrors(byField);
          if (Object.keys(byField).length === 0) {
            showError(error instanceof ApiError && error.serverMessage ? error.serverMessage : M.failed);
          }
        },
      },
    );
  };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {M.title}
      </h2>
      <ul className="field-hint">
        {M.explanation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {open ? (
        <form onSubmit={submit} noValidate>
          <TextField
            label={M.passwordLabel}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <TextField
            label={M.usernameLabel(username)}
            name="confirm_username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={confirmUsername}
            onChange={(e) => setConfirmUsername(e.target.value)}
            error={errors.confirm_username}
          />
          {twoFactorOn ? (
            <TextField
              label={M.codeLabel}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={errors.code}
            />
          ) : null}
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? M.submitting : M.submit}
          </Button>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {M.title}
        </Button>
      )}
      <FlashMessage flash={flash} />
    </section>
  );
}
