import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FlashMessage } from '../../../components/ui/flash-message';
import { ApiError } from '../../../lib/api-client';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useLogoutOtherSessions } from '../api/logout-others';

export const OTHER_SESSIONS_TEXT = {
  title: 'Sesiones',
  hint: 'Si iniciaste sesión en otro dispositivo y ya no lo usas, ciérrala desde aquí. Esta sesión sigue abierta.',
  button: 'Cerrar las demás sesiones',
  confirmTitle: '¿Cerrar las demás sesiones?',
  confirmMessage:
    'Se cerrará tu sesión en todos los demás dispositivos y navegadores. Esta sesión sigue abierta.',
  confirm: 'Cerrar sesiones',
  failed: 'No pudimos cerrar las demás sesiones. Intenta de nuevo.',
} as const;

/** Profile screen: ends every session of the creator but this one, after a confirmation. */
export function OtherSessionsSection() {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const logoutOthers = useLogoutOtherSessions();
  const { flash, showSuccess, showError } = useFlashMessage();

  const endOthers = () =>
    logoutOthers.mutate(undefined, {
      onSuccess: (answer) => showSuccess(answer.message || AUTH_MESSAGES.otherSessionsEnded),
      onError: (error) =>
        showError(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : OTHER_SESSIONS_TEXT.failed,
        ),
      onSettled: () => setAsking(false),
    });

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {OTHER_SESSIONS_TEXT.title}
      </h2>
      <p className="field-hint">{OTHER_SESSIONS_TEXT.hint}</p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {OTHER_SESSIONS_TEXT.button}
      </Button>
      <FlashMessage flash={flash} />
      <ConfirmDialog
        open={asking}
        title={OTHER_SESSIONS_TEXT.confirmTitle}
        message={OTHER_SESSIONS_TEXT.confirmMessage}
        confirmLabel={OTHER_SESSIONS_TEXT.confirm}
        busy={logoutOthers.isPending}
        onConfirm={endOthers}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
