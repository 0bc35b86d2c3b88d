import { Link } from 'react-router';
import { IconKey } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Recuperar contraseña');
  return (
    <AuthLayout
      icon={<IconKey size={24} />}
      title="Recuperar contraseña"
      subtitle="Ingresa tu email y te enviaremos un enlace para crear una nueva contraseña."
      footer={
        <p>
          ¿La recordaste? <Link to={paths.auth.login.getHref()}>Inicia sesión</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
