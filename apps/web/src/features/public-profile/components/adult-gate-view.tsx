import { type AdultGatePage, SENSITIVE_MESSAGES } from '@enlaza/shared/public';

/**
 * 'Esta página puede tener contenido para mayores de 18 años': a plain form, so it works the same
 * with or without JavaScript (the server remembers the answer in a cookie and comes back here).
 */
export function AdultGateView({ page }: { page: Pick<AdultGatePage, 'action' | 'next'> }) {
  return (
    <main className="pp-main pp-not-found" id="contenido">
      <div className="pp-card pp-center">
        <p className="pp-not-found-emoji" aria-hidden="true">
          🔞
        </p>
        <h1 className="pp-title">{SENSITIVE_MESSAGES.heading}</h1>
        <p className="pp-muted">{SENSITIVE_MESSAGES.detail}</p>
        <form method="post" action={page.action}>
          <input type="hidden" name="next" value={page.next} />
          <button type="submit" className="pp-button">
            {SENSITIVE_MESSAGES.confirm}
          </button>
        </form>
        <a className="pp-button-outline" href="/">
          {SENSITIVE_MESSAGES.leave}
        </a>
      </div>
    </main>
  );
}
