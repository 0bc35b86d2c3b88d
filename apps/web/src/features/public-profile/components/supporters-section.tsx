import { SUPPORTERS_MESSAGES as M, type SupporterEntry } from '@enlaza/shared/donations';
import { publicUrls } from '@enlaza/shared/public';
import { SupportersList } from './supporters-list';

interface SupportersSectionProps {
  username: string;
  creatorName: string;
  supporters: SupporterEntry[];
  hasMore: boolean;
}

/** 'Apoyos' under the goal: the latest approved contributions, and the way to all of them. */
export function SupportersSection({ username, creatorName, supporters, hasMore }: SupportersSectionProps) {
  return (
    <section className="pp-card sp-section" aria-labelledby="sp-title">
      <h2 id="sp-title" className="pp-section-title">
        {M.title}
      </h2>
      {supporters.length ? (
        <SupportersList
          username={username}
          creatorName={creatorName}
          supporters={supporters}
          now={new Date()}
        />
      ) : (
        <p className="pp-muted sp-empty">{M.empty}</p>
      )}
      {hasMore || supporters.length ? (
        <a className="pp-text-link" href={publicUrls.supporters('', username)}>
          {M.seeAll}
        </a>
      ) : null}
    </section>
  );
}
