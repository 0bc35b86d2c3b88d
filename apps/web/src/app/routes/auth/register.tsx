import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function RegisterRoute() {
  const navigate = useNavigate();
  useDocumentTitle('Crear cuenta');
  return (
    <AuthLayout
      title="Crea tu página"
      subtitle="Tus enlaces, objetivos y donaciones en un solo lugar. Gratis."
      footer={
        <p>
          ¿Ya tienes cuenta? <Link to={paths.auth.login.getHref()}>Inicia sesión</Link>
        </p>
      }
    >
      <RegisterForm onSuccess={() => navigate(paths.dashboard.root.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
