import { formatARS } from '@enlaza/shared/money';
import {
  CANCEL_PATHS,
  MONTHLY_MESSAGES as M,
  type MonthlySubscribeField,
  type MonthlySubscribePage,
  MONTHLY_PAGE_MESSAGES as P,
  MONTHLY_SHAPE_MESSAGES as S,
  type SubscribePageCreator,
} from '@enlaza/shared/monthly';
import { publicUrls } from '@enlaza/shared/public';
import { GiftForm } from './gift-form';
import { SubscribeShapeFields, SubscribeTierPrices } from './subscribe-shape-fields';

type FormView = Extract<MonthlySubscribePage, { view: 'form' }>;

/**
 * Monthly support's subscribe and return pages (issue 21), rendered on the server only: a plain form
 * that posts to the server (then on to the provider), and the status the provider reports.
 */
export function MonthlySubscribePageView({ page }: { page: MonthlySubscribePage }) {
  return (
    <main className="pp-main" id="contenido">
      <section className="pp-card dn-page" aria-labelledby="ms-title">
        <h1 id="ms-title" className="dn-title">
          {monthlySubscribeTitle(page)}
        </h1>
        {page.view === 'form' && <SubscribeForm page={page} />}
        {page.view === 'thanks' && (
          <>
            <p className="dn-intro" role="status">
              <strong>{P.status[page.status]}</strong>
            </p>
            <p>
              {page.tierName}:{' '}
              {page.frequency === 'yearly'
                ? S.yearlyPrice(page.amount)
                : `${formatARS(page.amount)} ${M.perMonth}`}
            </p>
            <p className="dn-hint">
              {P.cancelHint} <a href={CANCEL_PATHS.request}>{CANCEL_PATHS.request}</a>.
            </p>
          </>
        )}
        {page.view === 'message' && <p className="dn-intro">{page.message}</p>}
      </section>
      <BackLink creator={page.view === 'message' ? page.back : page.creator} />
    </main>
  );
}

/** The page's title, also its <title>. */
export function monthlySubscribeTitle(page: MonthlySubscribePage): string {
  if (page.view === 'form') return P.subscribeTitle(page.creator.full_name);
  if (page.view === 'thanks') return P.thanksTitle;
  return page.title;
}

function BackLink({ creator }: { creator: SubscribePageCreator | null }) {
  if (!creator) return null;
  return (
    <p>
      <a href={publicUrls.profile('', creator.username)}>{P.back(creator.full_name)}</a>
    </p>
  );
}

function SubscribeForm({ page }: { page: FormView }) {
  return (
    <>
      <h2 className="pp-monthly-name">{page.tier.name}</h2>
      <SubscribeTierPrices tier={page.tier} />
      {page.tier.description && <p className="pp-monthly-description">{page.tier.description}</p>}
      <p className="dn-hint">
        {page.tier.yearly_amount === null ? P.subscribeIntro : `${P.subscribeIntro} ${S.yearlyIntro}`}
      </p>
      {page.formError && (
        <p className="dn-form-error" role="alert">
          {page.formError}
        </p>
      )}
      <form className="dn-form" method="post" action={page.action} noValidate>
        <SubscribeShapeFields page={page} />
        <Field page={page} name="supporter_name" label={M.supporterNameLabel} hint={M.supporterNameHint} />
        <Field page={page} name="email" label={M.emailLabel} hint={M.emailHint} />
        <Field page={page} name="message" label={M.messageLabel} hint={null} />
        <button type="submit" className="pp-button">
          {M.subscribe}
        </button>
      </form>
      <p className="dn-note">{M.noCommission}</p>
      <GiftForm gift={page.gift} monthlyAmount={page.tier.amount} />
    </>
  );
}

function Field({
  page,
  name,
  label,
  hint,
}: {
  page: FormView;
  name: MonthlySubscribeField;
  label: string;
  hint: string | null;
}) {
  const error = page.errors[name];
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ');
  const common = {
    id: name,
    name,
    className: error ? 'dn-input dn-invalid' : 'dn-input',
    defaultValue: page.values[name],
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="dn-field">
      <label className="dn-label" htmlFor={name}>
        {label}
      </label>
      {name === 'message' ? (
        <textarea {...common} rows={3} />
      ) : name === 'email' ? (
        <input {...common} type="email" required autoComplete="email" />
      ) : (
        <input {...common} type="text" autoComplete="name" />
      )}
      {hint && (
        <p className="dn-hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="dn-error" id={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
