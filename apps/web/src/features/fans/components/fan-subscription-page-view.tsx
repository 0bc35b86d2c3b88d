import {
  FAN_BLOCK_MESSAGES as B,
  type FanSubscriptionPage,
  SUBSCRIBER_MESSAGES as M,
  SUBSCRIBER_PATHS,
  type SubscriptionPageCreator,
} from '@enlaza/shared/fans';
import { publicUrls } from '@enlaza/shared/public';

type View<V extends FanSubscriptionPage['view']> = Extract<FanSubscriptionPage, { view: V }>;

/**
 * The fan's pages (issue 24), rendered on the server only: plain forms that post to the server, so
 * they work from any mail app's browser and with JavaScript off. The sign-up form on its own page,
 * and the pages the mails' links open, each with one button that posts the token back.
 */
export function FanSubscriptionPageView({ page }: { page: FanSubscriptionPage }) {
  return (
    <main className="pp-main" id="contenido">
      <section className="pp-card dn-page" aria-labelledby="fs-title">
        <Body page={page} />
      </section>
    </main>
  );
}

/** The page's title, also its <title>. */
export function fanSubscriptionTitle(page: FanSubscriptionPage): string {
  switch (page.view) {
    case 'form':
      return B.blockTitle(page.creator.full_name);
    case 'sent':
      return M.sentTitle;
    case 'confirm':
      return M.confirmTitle;
    case 'confirmed':
      return M.confirmedTitle;
    case 'unsubscribe':
      return M.unsubscribeTitle;
    case 'unsubscribed':
      return M.unsubscribedTitle;
    case 'invalid':
      return M.invalidTitle;
    case 'message':
      return page.title;
  }
}

function Body({ page }: { page: FanSubscriptionPage }) {
  const title = (
    <h1 id="fs-title" className="dn-title">
      {fanSubscriptionTitle(page)}
    </h1>
  );
  switch (page.view) {
    case 'form':
      return (
        <>
          {title}
          <FanForm page={page} />
        </>
      );
    case 'sent':
      return (
        <>
          {title}
          <p className="dn-intro" role="status">
            {M.sentBody(page.creator.full_name)}
          </p>
          <BackLink creator={page.creator} />
        </>
      );
    case 'confirm':
      return (
        <>
          {title}
          <p className="dn-intro">{M.confirmBody(page.creator.full_name)}</p>
          <TokenForm action={SUBSCRIBER_PATHS.confirm} token={page.token} label={M.confirmButton} />
        </>
      );
    case 'confirmed':
      return (
        <>
          {title}
          <p className="dn-intro" role="status">
            {M.confirmedBody(page.creator.full_name)}
          </p>
          <BackLink creator={page.creator} />
        </>
      );
    case 'unsubscribe':
      return (
        <>
          {title}
          <p className="dn-intro">{M.unsubscribeBody(page.creator.full_name)}</p>
          <TokenForm action={SUBSCRIBER_PATHS.unsubscribe} token={page.token} label={M.unsubscribeButton} />
        </>
      );
    case 'unsubscribed':
      return (
        <>
          {title}
          <p className="dn-intro" role="status">
            {page.creator ? M.unsubscribedBody(page.creator.full_name) : M.unsubscribedGone}
          </p>
          {page.creator && <BackLink creator={page.creator} />}
        </>
      );
    case 'invalid':
      return (
        <>
          {title}
          <p className="dn-intro">{M.invalidBody}</p>
        </>
      );
    case 'message':
      return (
        <>
          {title}
          <p className="dn-intro">{page.message}</p>
        </>
      );
  }
}

function BackLink({ creator }: { creator: SubscriptionPageCreator }) {
  return (
    <p>
      <a href={publicUrls.profile('', creator.username)}>{M.backToPage(creator.full_name)}</a>
    </p>
  );
}

/** One button that posts the link's token back (opening the link changes nothing). */
function TokenForm({ action, token, label }: { action: string; token: string; label: string }) {
  return (
    <form className="dn-form" method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="pp-button">
        {label}
      </button>
    </form>
  );
}

/** The sign-up form on its own page: what a failed no-JavaScript post answers (with what was typed). */
function FanForm({ page }: { page: View<'form'> }) {
  const { creator, errors } = page;
  const described = (name: 'email' | 'consent') =>
    errors[name] ? { 'aria-describedby': `fan-${name}-error`, 'aria-invalid': true } : {};
  const error = (name: 'email' | 'consent') =>
    errors[name] ? (
      <p className="dn-error" id={`fan-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      <p className="dn-intro">{B.blockText}</p>
      {page.formError && (
        <p className="dn-form-error" role="alert">
          {page.formError}
        </p>
      )}
      <form className="dn-form" method="post" action={SUBSCRIBER_PATHS.form(creator.username)} noValidate>
        <div className="dn-field">
          <label className="dn-label" htmlFor="fan-email">
            {B.emailLabel}
          </label>
          <input
            id="fan-email"
            name="email"
            type="email"
            className={errors.email ? 'dn-input dn-invalid' : 'dn-input'}
            autoComplete="email"
            required
            defaultValue={page.email}
            {...described('email')}
          />
          {error('email')}
        </div>
        <div className="dn-field">
          <label className="pp-fans-consent">
            <input
              type="checkbox"
              name="consent"
              value="on"
              defaultChecked={page.consent}
              {...described('consent')}
            />{' '}
            <span>{B.consentLabel(creator.full_name)}</span>
          </label>
          {error('consent')}
        </div>
        <button type="submit" className="pp-button">
          {B.submit}
        </button>
      </form>
      <BackLink creator={creator} />
    </>
  );
}
