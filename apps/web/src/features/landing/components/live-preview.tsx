import { DEMO_USERNAME, type LandingSample } from '@enlaza/shared/public';
import { initialsOf } from '../../../components/ui/avatar';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { IconCheck, IconHeart, IconLink } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useLandingSample } from '../api/get-landing-sample';
import { GoalBar } from './goal-bar';

const POINTS = [
  'Tu foto, tu bio y tu categoría arriba de todo',
  'Un objetivo con barra de progreso y botón para aportar',
  'Tus enlaces ordenados como quieras',
];

const demoHref = paths.public.profile.getHref(DEMO_USERNAME);

/** The demo creator's real page (what /u/demo shows), in a phone frame. */
function PhonePreview({ sample }: { sample: LandingSample }) {
  return (
    <figure className="phone" aria-label={`Página de ejemplo de ${sample.name}`}>
      <div className="phone-screen">
        <div className="phone-profile">
          {sample.profileImage ? (
            <img className="phone-avatar" src={sample.profileImage} alt="" width={72} height={72} />
          ) : (
            <span className="phone-avatar" aria-hidden="true">
              {initialsOf(sample.name)}
            </span>
          )}
          <p className="phone-name">{sample.name}</p>
          <p className="phone-handle">@{sample.username}</p>
          <p className="phone-bio">{sample.bio}</p>
        </div>
        {sample.goal ? (
          <div className="phone-goal">
            <GoalBar title={sample.goal.title} raised={sample.goal.raised} target={sample.goal.target} />
            <a className="phone-contribute" href={demoHref}>
              <IconHeart size={18} />
              Aportar
            </a>
          </div>
        ) : null}
        <ul className="phone-links">
          {sample.links.map((title) => (
            <li key={title}>
              <IconLink size={18} />
              <span>{title}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

/** The phone frame while the sample is fetched (in-app navigation only; the server renders it filled). */
function PhonePlaceholder() {
  return (
    <div className="phone" aria-hidden="true">
      <div className="phone-screen phone-screen-empty" />
    </div>
  );
}

/** A sample creator page in a phone frame, next to the calls to action. */
export function LivePreview() {
  // null: there is no demo creator on this install, so nothing to show or link to.
  const sample = useLandingSample();
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
            {sample === null ? null : (
              // Full page loads: public profiles are server-rendered.
              <a className={buttonClass({ variant: 'secondary', size: 'lg' })} href={demoHref}>
                Ver demo completo
              </a>
            )}
          </div>
        </div>
        {sample ? <PhonePreview sample={sample} /> : sample === undefined ? <PhonePlaceholder /> : null}
      </div>
    </section>
  );
}
