import { SUPPORTERS_MESSAGES as M } from '@enlaza/shared/donations';
import { PUBLIC_MESSAGES, publicUrls, type SupportersWallPage } from '@enlaza/shared/public';
import { WallList } from './wall-list';

/** /u/{username}/apoyos: every approved contribution, 'Anteriores' / 'Siguientes', no script needed. */
export function SupportersPageView({ page, now }: { page: SupportersWallPage; now: Date }) {
  const { creator, wall } = page;
  const { current_page, total_pages } = wall.pagination;
  return (
    <main className="pp-main" id="contenido">
      <div className="pp-topbar">
        <a className="pp-pill-button" href={publicUrls.profile('', creator.username)}>
          {PUBLIC_MESSAGES.backToProfile}
        </a>
      </div>
      <section className="pp-card sp-section" aria-labelledby="sp-page-title">
        <h1 id="sp-page-title" className="pp-section-title">
          {`${M.title} · ${creator.full_name}`}
        </h1>
        {page.reported ? (
          <p className="sp-notice" role="status">
            {M.reported}
          </p>
        ) : null}
        {wall.supporters.length ? (
          <WallList
            username={creator.username}
            creatorName={creator.full_name}
            supporters={wall.supporters}
            now={now}
            reportError={page.reportError}
          />
        ) : (
          <p className="pp-muted sp-empty">{M.empty}</p>
        )}
        {total_pages > 1 ? (
          <nav className="sp-pager" aria-label={M.pageLabel(current_page, total_pages)}>
            {current_page > 1 ? (
              <a
                className="pp-button-outline"
                href={publicUrls.supporters('', creator.username, current_page - 1)}
              >
                {M.previous}
              </a>
            ) : null}
            <span className="pp-muted">{M.pageLabel(current_page, total_pages)}</span>
            {current_page < total_pages ? (
              <a
                className="pp-button-outline"
                href={publicUrls.supporters('', creator.username, current_page + 1)}
              >
                {M.next}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
