import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

/** Placeholder landing page: the real one (spec 01 §2 Home) is built separately. */
export default function LandingRoute() {
  return (
    <PendingPage title="Tu página de enlaces y donaciones">
      <div className="pending-actions">
        <ButtonLink to={paths.auth.register.getHref()} size="lg">
          Crear mi página gratis
        </ButtonLink>
        <ButtonLink to={paths.auth.login.getHref()} variant="secondary" size="lg">
          Ya tengo cuenta
        </ButtonLink>
      </div>
    </PendingPage>
  );
}
