import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { IconCheck, IconHeart, IconLink } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { PREVIEW_CREATOR } from '../data/sample-creators';
import { GoalBar } from './goal-bar';

const POINTS = [
  'Tu foto, tu bio y tu categoría arriba de todo',
  'Un objetivo con barra de progreso y botón para aportar',
  'Tus enlaces ordenados como quieras',
];

/** A sample creator page in a phone frame, next to the calls to action. */
export function LivePreview() {
  const demoHref = paths.public.profile.getHref(PREVIEW_CREATOR.handle);
  const c = PREVIEW_CREATOR;
  return (
    <section className="landing-section landing-preview" aria-labelledby="preview-title">
      <div className="container landing-preview-grid">
        <div className="landing-preview-copy">
          <p className="landing-eyebrow">Vista previa</p>
          <h2 id="preview-title" className="landing-section-title">
            Así se ve tu página
          </h2>
          <p className="landing-section-lead">
            Una página clara y rápida que tus seguidores abren desde el celular en un toque.
          </p>
          <ul className="landing-points">
            {POINTS.map((point) => (
              <li key={point}>
                <IconCheck size={18} />
                {point}
              </li>
            ))}
          </ul>
          <div className="landing-actions landing-actions-start">
            <ButtonLink to={paths.auth.register.getHref()} size="lg">
              Crear mi página ahora
            </ButtonLink>
            {/* Full page loads: public profiles are server-rendered. */}
            <a className={buttonClass({ variant: 'secondary', size: 'lg' })} href={demoHref}>
              Ver demo completo
            </a>
          </div>
        </div>

        <figure className="phone" aria-label={`Página de ejemplo de ${c.name}`}>
          <div className="phone-screen">
            <div className="phone-profile">
              <span className="phone-avatar" aria-hidden="true">
                LF
              </span>
              <p className="phone-name">{c.name}</p>
              <p className="phone-handle">@{c.handle}</p>
              <p className="phone-bio">{c.bio}</p>
            </div>
            <div className="phone-goal">
              <GoalBar title={c.goal.title} raised={c.goal.raised} target={c.goal.target} />
              <a className="phone-contribute" href={demoHref}>
                <IconHeart size={18} />
                Aportar
              </a>
            </div>
            <ul className="phone-links">
              {c.links.map((title) => (
                <li key={title}>
                  <IconLink size={18} />
                  <span>{title}</span>
                </li>
              ))}
            </ul>
          </div>
        </figure>
      </div>
    </section>
  );
}
