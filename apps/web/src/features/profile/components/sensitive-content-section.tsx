import { PROFILE_MESSAGES } from '@enlaza/shared/profile';
import { SENSITIVE_MESSAGES } from '@enlaza/shared/public';
import { useId, useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FlashMessage } from '../../../components/ui/flash-message';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useUpdateSensitiveContent } from '../api/update-sensitive-content';

/** Profile screen: 'Contenido para mayores de 18', saved as soon as it is ticked or unticked. */
export function SensitiveContentSection() {
  const titleId = useId();
  const { user, updateUser } = useAuth();
  const update = useUpdateSensitiveContent();
  const { flash, showSuccess, showError } = useFlashMessage();
  // Set inside the click, so React never puts the old state back while the save starts.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? Boolean(user?.sensitive_content);

  const change = (value: boolean) => {
    setChosen(value);
    update.mutate(value, {
      onSettled: () => setChosen(null),
      onSuccess: (saved) => {
        updateUser({ sensitive_content: saved.sensitive_content ?? value });
        showSuccess(PROFILE_MESSAGES.saved);
      },
      onError: (error) =>
        showError(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : PROFILE_MESSAGES.saveFailed,
        ),
    });
  };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {SENSITIVE_MESSAGES.label}
      </h2>
      <p className="field-hint">{SENSITIVE_MESSAGES.hint}</p>
      <CheckboxField
        label={SENSITIVE_MESSAGES.label}
        name="sensitive_content"
        checked={checked}
        disabled={update.isPending}
        onChange={(e) => change(e.target.checked)}
      />
      <FlashMessage flash={flash} />
    </section>
  );
}
