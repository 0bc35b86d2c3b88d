import { SUBSCRIBER_PATHS, FAN_BLOCK_MESSAGES as T } from '@enlaza/shared/fans';

/**
 * 'Recibe novedades de {nombre}' on the public page (issue 24): a plain form that posts to the
 * server, which answers with its own page. No script of its own: it works the same with
 * JavaScript off and on, and adds nothing but markup to the page.
 */
export function FanSignupBlock({ username, creatorName }: { username: string; creatorName: string }) {
  const title = T.blockTitle(creatorName);
  return (
    <section className="pp-card pp-fans" aria-labelledby="pp-fans-title">
      <h2 id="pp-fans-title" className="pp-section-title">
        {title}
      </h2>
      <p className="pp-muted pp-fans-text">{T.blockText}</p>
      <form className="pp-fans-form" method="post" action={SUBSCRIBER_PATHS.form(username)}>
        <label className="pp-fans-label" htmlFor="pp-fans-email">
          {T.emailLabel}
        </label>
        <input
          id="pp-fans-email"
          className="pp-fans-input"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <label className="pp-fans-consent">
          <input type="checkbox" name="consent" value="on" required />
          <span>{T.consentLabel(creatorName)}</span>
        </label>
        <button type="submit" className="pp-button pp-fans-submit">
          {T.submit}
        </button>
      </form>
    </section>
  );
}
