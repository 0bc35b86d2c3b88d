import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function LoginRoute() {
  const navigate = useNavigate();
  useDocumentTitle('Iniciar Sesión');
  return (
    <AuthLayout
      title="Bienvenido de nuevo"
      subtitle="Ingresa a tu cuenta para gestionar tu página."
      footer={
        <p>
          ¿No tienes cuenta? <Link to={paths.auth.register.getHref()}>Crea tu página gratis</Link>
        </p>
      }
    >
      <LoginForm onSuccess={() => navigate(paths.dashboard.root.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
