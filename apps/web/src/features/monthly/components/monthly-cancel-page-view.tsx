import { formatARS } from '@enlaza/shared/money';
import {
  CANCEL_PATHS,
  type CancelCredential,
  type CancelListItem,
  MONTHLY_MESSAGES,
  type MonthlyCancelPage,
  SUBSCRIPTION_STATUS_LABELS,
  MONTHLY_CANCEL_MESSAGES as T,
} from '@enlaza/shared/monthly';

/**
 * The 'botón de baja' (/baja), rendered on the server only: plain forms that post to the server,
 * never hydrated. The request form, the list a mailed link opens, and the code after a cancellation.
 */
export function MonthlyCancelPageView({ page }: { page: MonthlyCancelPage }) {
  return (
    <main className="pp-main" id="contenido">
      <section className="pp-card dn-page mc-page" aria-labelledby="mc-title">
        <h1 id="mc-title" className="dn-title">
          {MONTHLY_MESSAGES.cancelPageTitle}
        </h1>
        {page.view === 'request' && <RequestForm page={page} />}
        {page.view === 'list' && <CancelList page={page} />}
        {page.view === 'invalid' && (
          <>
            <p className="dn-form-error" role="alert">
              {MONTHLY_MESSAGES.linkInvalid}
            </p>
            <a className="pp-button" href={CANCEL_PATHS.request}>
              {T.requestAgain}
            </a>
          </>
        )}
      </section>
    </main>
  );
}

function RequestForm({ page }: { page: Extract<MonthlyCancelPage, { view: 'request' }> }) {
  if (page.sent) {
    return (
      <p className="dn-intro" role="status" data-testid="cancel-link-sent">
        {MONTHLY_MESSAGES.linkSent}
      </p>
    );
  }
  return (
    <>
      <p className="dn-intro">{T.intro}</p>
      <form className="dn-form" method="post" action={CANCEL_PATHS.request} noValidate>
        <div className="dn-field">
          <label className="dn-label" htmlFor="mc-email">
            {MONTHLY_MESSAGES.emailLabel}
          </label>
          <input
            id="mc-email"
            name="email"
            type="email"
            className={page.error ? 'dn-input dn-invalid' : 'dn-input'}
            autoComplete="email"
            maxLength={254}
            required
            defaultValue={page.email}
            aria-invalid={page.error ? true : undefined}
            aria-describedby={page.error ? 'mc-email-error' : undefined}
          />
          {page.error && (
            <p className="dn-error" id="mc-email-error" role="alert">
              {page.error}
            </p>
          )}
        </div>
        <button type="submit" className="pp-button">
          {MONTHLY_MESSAGES.sendLink}
        </button>
      </form>
    </>
  );
}

function CancelList({ page }: { page: Extract<MonthlyCancelPage, { view: 'list' }> }) {
  return (
    <>
      {page.done && (
        <div className="mc-done" role="status">
          <h2 className="dn-label">{T.doneTitle}</h2>
          <p>{T.done(page.done.tier_name, page.done.creator_name)}</p>
          <p>
            {MONTHLY_MESSAGES.cancellationCode}:{' '}
            <strong data-testid="cancellation-code">{page.done.code}</strong>
          </p>
          <p className="dn-hint">{T.codeHint}</p>
        </div>
      )}
      {page.error && (
        <p className="dn-form-error" role="alert">
          {page.error}
        </p>
      )}
      <h2 className="dn-label">{T.listTitle}</h2>
      {page.items.length === 0 ? (
        <p className="dn-intro">{T.empty}</p>
      ) : (
        <>
          <p className="dn-intro">{T.listIntro}</p>
          <ul className="mc-list">
            {page.items.map((item) => (
              <CancelItem key={item.id} item={item} credential={page.credential} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function CancelItem({ item, credential }: { item: CancelListItem; credential: CancelCredential }) {
  const labelId = `mc-item-${item.id}`;
  return (
    <li className="mc-item" data-testid="cancel-item">
      <p id={labelId}>
        <strong>{item.creator_name}</strong> · {item.tier_name} ·{' '}
        {(item.frequency === 'yearly' ? T.perYear : T.perMonth)(formatARS(item.amount))} ·{' '}
        {SUBSCRIPTION_STATUS_LABELS[item.status]}
      </p>
      <form method="post" action={CANCEL_PATHS.cancel} aria-labelledby={labelId}>
        <input type="hidden" name="subscription_id" value={item.id} />
        <input type="hidden" name="token" value={credential.value} />
        <button type="submit" className="pp-button-outline">
          {MONTHLY_MESSAGES.cancelOne}
        </button>
      </form>
    </li>
  );
}
