import type { FeaturedCreator } from '@enlaza/shared/featured';
import { formatNumber, formatUniqueVisitors } from '@enlaza/shared/format';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { IconEye, IconSun } from './featured-icons';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** One ranked creator. The first three carry a medal-coloured rank badge. */
export function FeaturedCreatorCard({ creator, rank }: { creator: FeaturedCreator; rank: number }) {
  const titleId = `creador-${creator.id}`;
  return (
    <li className="featured-card">
      {rank <= 3 ? (
        <span className={`featured-rank featured-rank-${rank}`}>
          <span className="visually-hidden">Puesto </span>
          {rank}
        </span>
      ) : null}
      <div className="featured-card-head">
        <Avatar name={creator.full_name} src={creator.profile_image} size={64} />
        <div className="featured-card-id">
          <h2 id={titleId} className="featured-card-name">
            {creator.full_name}
          </h2>
          <p className="featured-card-username">@{creator.username}</p>
        </div>
      </div>
      <p className="featured-card-category">{creator.category_name}</p>
      {creator.bio ? <p className="featured-card-bio">{creator.bio}</p> : null}
      <ul className="featured-card-stats">
        <li>
          <IconEye />
          {formatUniqueVisitors(creator.stats.total_visits)}
        </li>
        <li>
          <IconSun />
          {plural(creator.days_active, 'día activo', 'días activo')}
        </li>
      </ul>
      {/* A full page load: the profile is server-rendered and counts the visit. */}
      <a
        className={buttonClass({ variant: 'secondary', block: true })}
        href={paths.public.profile.getHref(creator.username)}
        aria-label={`Ver Perfil de ${creator.full_name}`}
      >
        Ver Perfil
      </a>
    </li>
  );
}
