import { initialsOf } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { IconCalendar } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { SAMPLE_CREATORS, type SampleCreator } from '../data/sample-creators';
import { GoalBar } from './goal-bar';
import { IconClock, IconUsers } from './landing-icons';

function SampleCreatorCard({ creator }: { creator: SampleCreator }) {
  return (
    <li className="sample-card" data-category={creator.category}>
      <div className="sample-card-head">
        <span className="sample-avatar" aria-hidden="true">
          {initialsOf(creator.name)}
        </span>
        <div className="sample-card-id">
          <h3>{creator.name}</h3>
          <p>@{creator.handle}</p>
        </div>
        <span className="sample-category">{creator.categoryLabel}</span>
      </div>
      <p className="sample-bio">{creator.bio}</p>
      <GoalBar title={creator.goal.title} raised={creator.goal.raised} target={creator.goal.target} />
      <p className="sample-event">
        <IconCalendar size={16} />
        <span className="sample-event-text">
          <span className="sample-event-label">Próximo evento</span>
          {creator.nextEvent}
        </span>
      </p>
      <ul className="sample-meta">
        <li>
          <IconUsers size={16} />
          {creator.followers} seguidores
        </li>
        <li>
          <IconClock size={16} />
          {creator.daysActive} días activo
        </li>
      </ul>
    </li>
  );
}

/** Three sample creators (music, art, entrepreneurship): illustrative, not real accounts. */
export function FeaturedTeaser() {
  return (
    <section className="landing-section landing-teaser" aria-labelledby="teaser-title">
      <div className="container">
        <header className="landing-section-head">
          <p className="landing-eyebrow">Creadores destacados</p>
          <h2 id="teaser-title" className="landing-section-title">
            Música, arte y emprendimientos que crecen con su comunidad
          </h2>
          <p className="landing-section-lead">
            Ejemplos de cómo se ve Enlazá para distintos tipos de creadores.
          </p>
        </header>
        <ul className="sample-grid">
          {SAMPLE_CREATORS.map((creator) => (
            <SampleCreatorCard key={creator.handle} creator={creator} />
          ))}
        </ul>
        <div className="landing-actions">
          <ButtonLink to={paths.featuredCreators.getHref()} variant="secondary">
            Ver creadores destacados
          </ButtonLink>
          <ButtonLink to={paths.auth.register.getHref()}>Quiero ser uno de ellos</ButtonLink>
        </div>
      </div>
    </section>
  );
}
