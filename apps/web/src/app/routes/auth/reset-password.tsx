import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { IconAlert, IconKey } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

type ResetState = { step: 'form' } | { step: 'success'; message: string } | { step: 'invalid' };

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [state, setState] = useState<ResetState>(token ? { step: 'form' } : { step: 'invalid' });
  useDocumentTitle(state.step === 'invalid' ? AUTH_MESSAGES.resetInvalidTitle : 'Restablecer contraseña');

  if (state.step === 'invalid') {
    return (
      <AuthLayout
        icon={<IconAlert size={24} />}
        title={AUTH_MESSAGES.resetInvalidTitle}
        subtitle="El enlace para restablecer tu contraseña no es válido o ya venció. Solicita uno nuevo para continuar."
      >
        <ButtonLink to={paths.auth.forgotPassword.getHref()} size="lg" block>
          Solicitar un nuevo enlace
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (state.step === 'success') {
    return (
      <AuthLayout icon={<IconKey size={24} />} title="Restablecer contraseña">
        <div className="form">
          <Alert tone="success" title={state.message}>
            <p>{AUTH_MESSAGES.resetHint}</p>
          </Alert>
          <ButtonLink to={paths.auth.login.getHref()} size="lg" block>
            Ir a iniciar sesión
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<IconKey size={24} />}
      title="Restablecer contraseña"
      subtitle="Elige una contraseña nueva para tu cuenta."
    >
      <ResetPasswordForm
        token={token}
        onDone={(message) => setState({ step: 'success', message })}
        onInvalidLink={() => setState({ step: 'invalid' })}
      />
    </AuthLayout>
  );
}
