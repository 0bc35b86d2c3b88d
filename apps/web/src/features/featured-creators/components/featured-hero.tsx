import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function FeaturedCreatorsHero() {
  return (
    <header className="featured-hero">
      <div className="container featured-hero-inner">
        <p className="featured-eyebrow">Comunidad Enlazá</p>
        <h1 className="featured-title">Creadores Destacados</h1>
        <p className="featured-lead">
          Los creadores argentinos cuyas páginas reciben más visitantes. Descubre su música, su arte y sus
          proyectos, y apóyalos.
        </p>
        <div className="featured-hero-cta">
          <p>¿Quieres aparecer aquí?</p>
          <ButtonLink to={paths.auth.register.getHref()} size="lg">
            Crear mi página gratis
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
