import { useId } from 'react';
import { Link } from 'react-router';
import { IconExternal, IconLink, IconMusic, IconTarget, IconUser } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useFeaturedMusic } from '../hooks/use-featured-music';
import { FeaturedMusicCard } from './featured-music-card';

/** Shortcuts to links, profile, goals, the Spotify connection and the public page (spec 02 §2). */
export function QuickActions({ username }: { username: string }) {
  const titleId = useId();
  const d = paths.dashboard;
  const music = useFeaturedMusic();
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card-title">
        Acciones rápidas
      </h2>
      <ul className="quick-actions">
        <li>
          <Link to={d.links.getHref()} className="quick-action">
            <IconLink />
            Gestionar enlaces
          </Link>
        </li>
        <li>
          <Link to={d.profile.getHref()} className="quick-action">
            <IconUser />
            Editar perfil
          </Link>
        </li>
        <li>
          <Link to={d.goals.getHref()} className="quick-action">
            <IconTarget />
            Objetivos
          </Link>
        </li>
        <li>
          <Link to={d.spotify.getHref()} className="quick-action">
            <IconMusic />
            {music.connected ? 'Música destacada' : 'Conectar Spotify'}
          </Link>
        </li>
        <li>
          <a
            href={paths.public.profile.getHref(username)}
            target="_blank"
            rel="noopener"
            className="quick-action"
          >
            <IconExternal size={20} />
            Ver perfil público
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </li>
      </ul>
      {music.content ? <FeaturedMusicCard content={music.content} /> : null}
    </section>
  );
}
