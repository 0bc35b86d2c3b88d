import { formatNumber } from '@enlaza/shared/format';
import { STATS_MESSAGES, type TopLink } from '@enlaza/shared/stats';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { IconLink } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'mailto:' || parsed.protocol === 'tel:' ? parsed.pathname : parsed.host;
  } catch {
    return url;
  }
}

const clicks = (n: number) => `${formatNumber(n)} ${n === 1 ? 'clic' : 'clics'}`;

/** The 5 most clicked links, or the invitation to add some. */
export function TopLinksCard({ links }: { links: readonly TopLink[] }) {
  const titleId = useId();
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <div className="home-card-head">
        <h2 id={titleId} className="home-card-title">
          Enlaces más visitados
        </h2>
      </div>
      {links.length > 0 ? (
        <ol className="home-list">
          {links.map((link, index) => (
            <li key={link.id} className="home-list-row">
              <span className="home-rank" aria-hidden="true">
                {index + 1}
              </span>
              <div className="home-list-main">
                <strong>{link.title}</strong>
                <span className="home-muted">{hostOf(link.url)}</span>
              </div>
              <strong className="home-list-side">{clicks(link.click_count)}</strong>
            </li>
          ))}
        </ol>
      ) : (
        <div className="home-empty">
          <span className="home-empty-icon">
            <IconLink size={28} />
          </span>
          <p>Todavía no agregaste enlaces a tu página.</p>
          <ButtonLink to={paths.dashboard.links.getHref()} size="sm">
            {STATS_MESSAGES.addLinksCta}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
