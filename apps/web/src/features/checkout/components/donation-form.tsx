import {
  type CheckoutSession,
  DEFAULT_DONOR_CHOICES,
  DONATION_LIMITS,
  DONATION_MESSAGES,
  type DonorChoicesValues,
} from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { PAYMENT_MESSAGES } from '@enlaza/shared/payments';
import type { DonatePage } from '@enlaza/shared/public';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DonorChoicesFields } from '../../../components/donor-choices-fields';
import { type CheckoutPayload, startCheckout } from '../api/start-checkout';
import { checkoutErrorMessage, checkoutFieldErrors } from '../utils/checkout-error';
import {
  formatAmountText,
  normalizeAmountInput,
  parseAmountText,
  SUGGESTED_AMOUNTS,
} from '../utils/donation-amount';
import { type DonationErrors, type DonationField, validateDonation } from '../utils/validate-donation';

export interface DonationFormProps {
  goalId: number;
  goalTitle: string;
  creatorName: string;
  /** Overridable for tests; the browser default goes to the provider's checkout page. */
  submit?: (payload: CheckoutPayload) => Promise<CheckoutSession>;
  redirect?: (url: string) => void;
  /**
   * Server form mode (the page that works without JavaScript): the form posts here and the server
   * answers; suggested amounts become submit buttons after 'Aportar'. `initial` is what the server got back.
   */
  action?: string;
  initial?: Pick<DonatePage, 'values' | 'errors' | 'formError'>;
  /** The creator's suggested amounts in today's pesos (issue 33); absent or null: the default chips. */
  chips?: readonly number[] | null;
}

const MIN_TEXT = `${DONATION_MESSAGES.amountMin}.`;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="dn-error" id={id}>
      {message}
    </p>
  );
}

/**
 * The donation form of the public goal card (spec 02 §5, §7, §8): an amount (suggested or free,
 * es-AR without decimals, at least $ 100), an optional name ('Anónimo' when empty) and message,
 * the donor's choices (email for the receipt, name, who reads the message, amount hidden), a summary, then off to Mercado Pago's checkout.
 */
export function DonationForm({
  goalId,
  goalTitle,
  creatorName,
  submit = startCheckout,
  redirect = (url) => window.location.assign(url),
  action,
  initial,
  chips,
}: DonationFormProps) {
  const id = useId();
  const suggestedAmounts = chips ?? SUGGESTED_AMOUNTS;
  const [amount, setAmount] = useState(initial?.values.amount ?? '');
  const [donorName, setDonorName] = useState(initial?.values.donor_name ?? '');
  const [message, setMessage] = useState(initial?.values.message ?? '');
  const [choices, setChoices] = useState<DonorChoicesValues>(() => {
    const values = initial?.values;
    if (!values) return DEFAULT_DONOR_CHOICES;
    const { donor_email, show_name, message_public, hide_amount } = values;
    return { donor_email, show_name, message_public, hide_amount };
  });
  const [errors, setErrors] = useState<DonationErrors>(initial?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial?.formError ?? null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const value = parseAmountText(amount);
  const fieldId = (field: DonationField) => `${id}-${field}`;
  const errorId = (field: DonationField) => `${id}-${field}-error`;
  const clearError = (field: DonationField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const focusFirstError = (found: DonationErrors) => {
    if (found.amount) amountRef.current?.focus();
    else if (found.donor_name) nameRef.current?.focus();
    else if (found.message) messageRef.current?.focus();
    else if (found.donor_email) emailRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (action) return;
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = validateDonation(goalId, { amount, donorName, message, choices });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.goal_id) setFormError(checked.errors.goal_id);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const session = await submit(checked.payload);
      redirect(session.checkout_url);
    } catch (error) {
      const fields = checkoutFieldErrors(error);
      setErrors(fields);
      setFormError(fields.goal_id ?? checkoutErrorMessage(error, checked.payload));
      focusFirstError(fields);
      setBusy(false);
    }
  };

  const describe = (field: DonationField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="dn-form"
      noValidate
      method={action ? 'post' : undefined}
      action={action}
      onSubmit={(e) => void onSubmit(e)}
    >
      <fieldset className="dn-fieldset">
        <legend className="dn-label">Elige un monto</legend>
        {action ? null : (
          <div className="dn-chips">
            {suggestedAmounts.map((suggested) => (
              <button
                key={suggested}
                type="button"
                className="dn-chip"
                aria-pressed={value === suggested}
                onClick={() => {
                  setAmount(formatAmountText(suggested));
                  clearError('amount');
                }}
              >
                {formatARS(suggested)}
              </button>
            ))}
          </div>
        )}
        <label className="dn-label dn-label-small" htmlFor={fieldId('amount')}>
          Monto del aporte (ARS)
        </label>
        <div className={errors.amount ? 'dn-amount dn-invalid' : 'dn-amount'}>
          <span aria-hidden="true">$</span>
          <input
            ref={amountRef}
            id={fieldId('amount')}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Otro monto"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describe('amount', `${id}-amount-hint`)}
            onChange={(e) => {
              setAmount(e.target.value);
              clearError('amount');
            }}
            onBlur={() => setAmount(normalizeAmountInput)}
          />
        </div>
        <FieldError id={errorId('amount')} message={errors.amount} />
        <p className="dn-hint" id={`${id}-amount-hint`}>
          {MIN_TEXT} Sin decimales.
        </p>
      </fieldset>

      <div className="dn-field">
        <label className="dn-label" htmlFor={fieldId('donor_name')}>
          Tu nombre <span className="dn-optional">(opcional)</span>
        </label>
        <input
          ref={nameRef}
          id={fieldId('donor_name')}
          name="donor_name"
          className={errors.donor_name ? 'dn-input dn-invalid' : 'dn-input'}
          autoComplete="name"
          maxLength={DONATION_LIMITS.donorNameMax}
          value={donorName}
          aria-invalid={errors.donor_name ? true : undefined}
          aria-describedby={describe('donor_name', `${id}-name-hint`)}
          onChange={(e) => {
            setDonorName(e.target.value);
            clearError('donor_name');
          }}
        />
        <FieldError id={errorId('donor_name')} message={errors.donor_name} />
        <p className="dn-hint" id={`${id}-name-hint`}>
          Si lo dejas vacío, tu aporte aparecerá como «{DONATION_MESSAGES.anonymous}».
        </p>
      </div>

      <div className="dn-field">
        <label className="dn-label" htmlFor={fieldId('message')}>
          Mensaje <span className="dn-optional">(opcional)</span>
        </label>
        <textarea
          ref={messageRef}
          id={fieldId('message')}
          name="message"
          className={errors.message ? 'dn-input dn-invalid' : 'dn-input'}
          rows={3}
          maxLength={DONATION_LIMITS.messageMax}
          value={message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', `${id}-message-count`)}
          onChange={(e) => {
            setMessage(e.target.value);
            clearError('message');
          }}
        />
        <FieldError id={errorId('message')} message={errors.message} />
        <p className="dn-hint dn-counter" id={`${id}-message-count`}>
          {message.length}/{DONATION_LIMITS.messageMax}
        </p>
      </div>

      <DonorChoicesFields
        idPrefix={id}
        creatorName={creatorName}
        initial={choices}
        emailError={errors.donor_email}
        emailRef={emailRef}
        onChange={(changed) => {
          setChoices((current) => ({ ...current, ...changed }));
          if (changed.donor_email !== undefined) clearError('donor_email');
        }}
      />

      <dl className="dn-summary" aria-label="Resumen del aporte">
        <div>
          <dt>Aporte</dt>
          <dd>{value !== null ? formatARS(value) : '—'}</dd>
        </div>
        <div>
          <dt>Para</dt>
          <dd>{creatorName}</dd>
        </div>
        <div>
          <dt>Objetivo</dt>
          <dd>{goalTitle}</dd>
        </div>
      </dl>

      {formError ? (
        <p className="dn-form-error" role="alert">
          {formError}
        </p>
      ) : null}

      <button type="submit" className="pp-button dn-submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? PAYMENT_MESSAGES.redirecting : value !== null ? `Aportar ${formatARS(value)}` : 'Aportar'}
      </button>
      {action ? (
        // Without JavaScript each suggested amount is its own submit button. They come after
        // 'Aportar' so that Enter in the amount field (the form's first submit button) pays what was typed.
        <fieldset className="dn-fieldset dn-direct">
          <legend className="dn-label dn-label-small">O aporta un monto sugerido</legend>
          <div className="dn-chips">
            {suggestedAmounts.map((suggested) => (
              <button key={suggested} type="submit" name="chip" value={suggested} className="dn-chip">
                {formatARS(suggested)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p className="dn-note">
        El pago se procesa de forma segura en MercadoPago. Vas a salir de esta página para completarlo.
      </p>
    </form>
  );
}
