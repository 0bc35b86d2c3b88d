import { GONE_PAGE_MESSAGES } from '@enlaza/shared/account-deletion';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';

/** 410: the page of an account that was deleted ('Esta página ya no existe'). */
export function PageGone() {
  return (
    <main className="pp-main pp-not-found" id="contenido">
      <div className="pp-card pp-center">
        <h1 className="pp-title">{GONE_PAGE_MESSAGES.title}</h1>
        <p className="pp-muted">{GONE_PAGE_MESSAGES.detail}</p>
        <a className="pp-button" href="/">
          {PUBLIC_MESSAGES.goHome}
        </a>
      </div>
    </main>
  );
}
