import {
  DONATION_LIMITS,
  donationDestination,
  EVENT_DONATION_CHIPS,
  type EventDonatePageInput,
  type EventDonationField,
  IN_APP_MESSAGES,
  EVENT_DONATION_MESSAGES as M,
  OTHER_AMOUNT,
} from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { formatEventDate } from '@enlaza/shared/public';
import { DonorChoicesFields } from '../../../components/donor-choices-fields';
import { InAppBrowserStep } from '../../../components/in-app-browser-step';

const CLOSED_TEXT = {
  cancelled: M.cancelled,
  finished: M.finished,
  'not-connected': M.notConnected,
} as const;

function FieldError({ field, message }: { field: EventDonationField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="dn-error" id={`gorra-${field}-error`}>
      {message}
    </p>
  );
}

/**
 * The one-screen donation page of an event (/e/{username}/{id}/aportar): amount chips, name,
 * message and the donor's choices in a plain form that posts to the server, which sends the donor on to the checkout. It
 * needs no JavaScript, and the page loads none: the other amount shows when 'Otro' is chosen (CSS).
 */
export function EventDonateView({ input }: { input: EventDonatePageInput }) {
  const { event, state, errors, urls } = input;
  // The creator's own chips (issue 33) when set; the default choice then is their middle one.
  const chips = input.chips ?? EVENT_DONATION_CHIPS;
  const known = input.values.choice === OTHER_AMOUNT || chips.some((c) => String(c) === input.values.choice);
  const values = known ? input.values : { ...input.values, choice: String(chips[1] ?? chips[0] ?? '') };
  const invalid = (field: EventDonationField) => (errors[field] ? true : undefined);
  const describedBy = (field: EventDonationField) => (errors[field] ? `gorra-${field}-error` : undefined);
  const place = event.is_online ? 'Online' : event.location;

  return (
    <main className="pp-main gorra" id="contenido">
      <header className="pp-card gorra-head">
        <p className="gorra-kicker">{M.pageTitle}</p>
        <h1 className="gorra-title">{`${M.heading} ${event.user.full_name}`}</h1>
        <p className="gorra-event">
          <strong>{event.title}</strong>
          <span className="pp-block pp-muted">
            {formatEventDate(event.event_date, event.event_time, 'short')} · {place}
          </span>
        </p>
        <p className="gorra-raised">
          {M.raisedAtEvent}: <strong data-testid="gorra-raised">{formatARS(input.raised)}</strong>
        </p>
      </header>

      <section className="pp-card gorra-body" aria-label={M.pageTitle}>
        {state !== 'open' ? (
          <p className="gorra-closed" role="status">
            {CLOSED_TEXT[state]}
          </p>
        ) : input.inApp ? (
          <InAppBrowserStep
            inApp={input.inApp}
            openInBrowserUrl={urls.openInBrowser}
            continueHere={
              <a className="pp-button-outline inapp-step-continue" href={urls.continueHere}>
                {IN_APP_MESSAGES.continueHere}
              </a>
            }
          />
        ) : (
          <form className="gorra-form" method="post" action={urls.action} noValidate>
            <p className="gorra-intro">
              {donationDestination({ creatorName: event.user.full_name, goalTitle: input.goalTitle })}
            </p>
            {input.formError && (
              <p className="dn-error gorra-form-error" role="alert">
                {input.formError}
              </p>
            )}
            <fieldset className="dn-fieldset" aria-describedby={describedBy('amount')}>
              <legend className="dn-label">{M.amountLegend}</legend>
              <div className="gorra-chips">
                {chips.map((chip) => (
                  <label key={chip} className="gorra-chip">
                    <input
                      type="radio"
                      name="monto"
                      value={String(chip)}
                      defaultChecked={values.choice === String(chip)}
                    />
                    <span>{formatARS(chip)}</span>
                  </label>
                ))}
                <label className="gorra-chip">
                  <input
                    type="radio"
                    name="monto"
                    value={OTHER_AMOUNT}
                    defaultChecked={values.choice === OTHER_AMOUNT}
                  />
                  <span>{M.otherChip}</span>
                </label>
              </div>
              <div className="gorra-other">
                <label className="dn-label dn-label-small" htmlFor="gorra-other">
                  {M.otherAmountLabel}
                </label>
                <input
                  id="gorra-other"
                  className="dn-input"
                  name="otro_monto"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={values.other}
                  aria-invalid={invalid('amount')}
                  aria-describedby={describedBy('amount')}
                />
              </div>
              <FieldError field="amount" message={errors.amount} />
            </fieldset>
            <label className="dn-label" htmlFor="gorra-name">
              {M.nameLabel}
            </label>
            <input
              id="gorra-name"
              className="dn-input"
              name="nombre"
              autoComplete="name"
              maxLength={DONATION_LIMITS.donorNameMax}
              defaultValue={values.donor_name}
              aria-invalid={invalid('donor_name')}
              aria-describedby={describedBy('donor_name')}
            />
            <FieldError field="donor_name" message={errors.donor_name} />
            <label className="dn-label" htmlFor="gorra-message">
              {M.messageLabel}
            </label>
            <textarea
              id="gorra-message"
              className="dn-input gorra-message"
              name="mensaje"
              rows={2}
              maxLength={DONATION_LIMITS.messageMax}
              defaultValue={values.message}
              aria-invalid={invalid('message')}
              aria-describedby={describedBy('message')}
            />
            <FieldError field="message" message={errors.message} />
            <DonorChoicesFields
              idPrefix="gorra"
              creatorName={event.user.full_name}
              initial={values}
              emailError={errors.donor_email}
            />
            <button type="submit" className="pp-button gorra-submit">
              {M.submit}
            </button>
            <button type="submit" name="medio" value="qr" className="pp-button-outline gorra-submit">
              {M.payWithQr}
            </button>
          </form>
        )}
        <a className="pp-back-link gorra-back" href={urls.event}>
          <span aria-hidden="true">←</span> {M.backToEvent}
        </a>
      </section>
    </main>
  );
}
