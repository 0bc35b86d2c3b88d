import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function ClosingCta() {
  return (
    <section className="landing-cta" aria-labelledby="cta-title">
      <div className="container landing-cta-inner">
        <h2 id="cta-title" className="landing-cta-title">
          Tu comunidad te está buscando. Dale un solo lugar donde encontrarte.
        </h2>
        <ButtonLink to={paths.auth.register.getHref()} size="lg" className="landing-cta-button">
          Crear mi página gratis
        </ButtonLink>
        <p className="landing-cta-note">Sin tarjeta de crédito • Solo 2 minutos</p>
      </div>
    </section>
  );
}
