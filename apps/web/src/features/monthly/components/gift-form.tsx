import { formatARS } from '@enlaza/shared/money';
import {
  MONTHLY_CARE_MESSAGES as C,
  MONTHLY_CARE_LIMITS,
  type MonthlyGiftField,
  type MonthlyGiftForm,
} from '@enlaza/shared/monthly';

/**
 * 'Regalar un mes' on the tier page (issue 34), rendered on the server: a plain form posting to the
 * server, which answers with the giver's checkout (or this page again with Spanish field errors).
 * Its ids carry 'gift-' so they never meet the subscribe form's.
 */
export function GiftForm({ gift, monthlyAmount }: { gift: MonthlyGiftForm; monthlyAmount: number }) {
  const months = gift.errors.months;
  return (
    <section className="ms-gift" id="regalo" aria-labelledby="gift-title">
      <h2 id="gift-title" className="pp-monthly-name">
        {C.giftTitle}
      </h2>
      <p className="dn-hint">{C.giftIntro}</p>
      {gift.formError && (
        <p className="dn-form-error" role="alert">
          {gift.formError}
        </p>
      )}
      <form className="dn-form" method="post" action={gift.action} noValidate>
        <fieldset className="dn-field" aria-describedby={months ? 'gift-months-error' : undefined}>
          <legend className="dn-label">{C.giftMonthsLabel}</legend>
          {MONTHLY_CARE_LIMITS.giftMonths.map((n) => (
            <label key={n}>
              <input type="radio" name="months" value={n} defaultChecked={gift.values.months === String(n)} />{' '}
              {C.giftOption(C.giftMonthsOption(n), formatARS(monthlyAmount * n))}
            </label>
          ))}
          {months && (
            <p className="dn-error" id="gift-months-error">
              {months}
            </p>
          )}
        </fieldset>
        <GiftField gift={gift} name="recipient_email" label={C.recipientEmailLabel} />
        <GiftField gift={gift} name="giver_name" label={C.giverNameLabel} />
        <GiftField gift={gift} name="message" label={C.giftMessageLabel} />
        <button type="submit" className="pp-button">
          {C.giftSubmit}
        </button>
      </form>
    </section>
  );
}

function GiftField({ gift, name, label }: { gift: MonthlyGiftForm; name: MonthlyGiftField; label: string }) {
  const id = `gift-${name}`;
  const error = gift.errors[name];
  const common = {
    id,
    name,
    className: error ? 'dn-input dn-invalid' : 'dn-input',
    defaultValue: gift.values[name],
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="dn-field">
      <label className="dn-label" htmlFor={id}>
        {label}
      </label>
      {name === 'message' ? (
        <textarea {...common} rows={3} maxLength={MONTHLY_CARE_LIMITS.giftMessageMax} />
      ) : name === 'recipient_email' ? (
        <input {...common} type="email" required autoComplete="off" />
      ) : (
        <input {...common} type="text" autoComplete="name" maxLength={MONTHLY_CARE_LIMITS.giverNameMax} />
      )}
      {error && (
        <p className="dn-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
