import { ButtonLink } from '../../../components/ui/button';
import { IconCheck } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

export function LandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container landing-hero-inner">
        <p className="landing-badge">
          <span className="landing-badge-flag" aria-hidden="true" />
          Plataforma 100% Argentina
        </p>
        <h1 id="landing-title" className="landing-title">
          Impulsa tu presencia digital con <span className="landing-title-accent">una sola página</span>
        </h1>
        <p className="landing-lead">
          Reúne tus enlaces, muestra tus próximos eventos y recibe el apoyo de tu comunidad para tus
          objetivos. Todo desde el link de tu bio.
        </p>
        <div className="landing-actions">
          <ButtonLink to={paths.auth.register.getHref()} size="lg">
            Crear mi página gratis
          </ButtonLink>
          <a className="btn btn-secondary btn-lg" href="#como-funciona">
            Ver cómo funciona
          </a>
        </div>
        <ul className="landing-checks">
          <li>
            <IconCheck size={16} /> Gratis para empezar
          </li>
          <li>
            <IconCheck size={16} /> Donaciones con Mercado Pago
          </li>
          <li>
            <IconCheck size={16} /> Hecho para tu celular
          </li>
        </ul>
      </div>
    </section>
  );
}
