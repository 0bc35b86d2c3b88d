import { SUSPENSION_MESSAGES as M } from '@enlaza/shared/reports';

/** What visitors see of a suspended page (issue 22): the page, its events and links answer this. */
export function PageSuspendedView() {
  return (
    <main className="pp-main pp-not-found" id="contenido">
      <div className="pp-card pp-center">
        <h1 className="pp-title">{M.suspended}</h1>
        <p className="pp-muted">{M.suspendedText}</p>
        <a className="pp-button" href="/">
          {M.goHome}
        </a>
      </div>
    </main>
  );
}
