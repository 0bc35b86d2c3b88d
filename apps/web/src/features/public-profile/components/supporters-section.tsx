import { SUPPORTERS_MESSAGES as M, type SupporterEntry } from '@enlaza/shared/donations';
import { publicUrls } from '@enlaza/shared/public';
import { WallList } from './wall-list';

interface SupportersSectionProps {
  username: string;
  creatorName: string;
  supporters: SupporterEntry[];
  hasMore: boolean;
  /** The page can take a contribution now: an empty wall then invites the first one. */
  open: boolean;
}

/**
 * 'Apoyos' under the goal: the latest approved contributions, and the way to all of them. An empty
 * wall on a page that takes nothing now is left out, invitation and all.
 */
export function SupportersSection({
  username,
  creatorName,
  supporters,
  hasMore,
  open,
}: SupportersSectionProps) {
  if (!open && supporters.length === 0 && !hasMore) return null;
  return (
    <section className="pp-card sp-section" aria-labelledby="sp-title">
      <h2 id="sp-title" className="pp-section-title">
        {M.title}
      </h2>
      {supporters.length ? (
        <WallList username={username} creatorName={creatorName} supporters={supporters} now={new Date()} />
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
