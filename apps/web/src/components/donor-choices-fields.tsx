import {
  DONATION_LIMITS,
  type DonorChoicesValues,
  DONOR_CHOICES_MESSAGES as M,
  privateMessageLabel,
} from '@enlaza/shared/donations';
import type { Ref } from 'react';
import '../styles/donor-choices.css';

interface DonorChoicesFieldsProps {
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  creatorName: string;
  /** What the fields start with (the server's echo of a posted form, or the defaults). */
  initial: DonorChoicesValues;
  emailError?: string | undefined;
  /** Told of every change, when the form is driven by script; a posted form needs none. */
  onChange?: (values: Partial<DonorChoicesValues>) => void;
  emailRef?: Ref<HTMLInputElement>;
}

/**
 * Email, 'Mostrar mi nombre', who reads the message and 'Ocultar el monto' (issue 20): plain
 * named inputs that work in a posted form, and report changes when a script drives the form.
 * The message itself stays in the form that holds this, right above it.
 */
export function DonorChoicesFields({
  idPrefix,
  creatorName,
  initial,
  emailError,
  onChange,
  emailRef,
}: DonorChoicesFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const emailDescribedBy = [emailError ? id('email-error') : null, id('email-hint')]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="dc-fields">
      <fieldset className="dc-audience">
        <legend className="dn-label dn-label-small">{M.messageAudience}</legend>
        <label className="dc-choice">
          <input
            type="radio"
            name="message_public"
            value="true"
            defaultChecked={initial.message_public}
            onChange={() => onChange?.({ message_public: true })}
          />
          <span>{M.messagePublic}</span>
        </label>
        <label className="dc-choice">
          <input
            type="radio"
            name="message_public"
            value="false"
            defaultChecked={!initial.message_public}
            onChange={() => onChange?.({ message_public: false })}
          />
          <span>{privateMessageLabel(creatorName)}</span>
        </label>
      </fieldset>

      <div className="dn-field">
        <label className="dn-label" htmlFor={id('email')}>
          {M.emailLabel} <span className="dn-optional">{M.optional}</span>
        </label>
        <input
          ref={emailRef}
          id={id('email')}
          name="donor_email"
          type="email"
          className={emailError ? 'dn-input dn-invalid' : 'dn-input'}
          autoComplete="email"
          inputMode="email"
          maxLength={DONATION_LIMITS.donorEmailMax}
          defaultValue={initial.donor_email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailDescribedBy}
          onChange={(e) => onChange?.({ donor_email: e.target.value })}
        />
        {emailError ? (
          <p className="dn-error" id={id('email-error')}>
            {emailError}
          </p>
        ) : null}
        <p className="dn-hint" id={id('email-hint')}>
          {M.emailHint}
        </p>
      </div>

      <div className="dc-checks">
        <label className="dc-choice">
          <input
            type="checkbox"
            name="show_name"
            value="on"
            defaultChecked={initial.show_name}
            aria-describedby={id('show-name-hint')}
            onChange={(e) => onChange?.({ show_name: e.target.checked })}
          />
          <span>{M.showName}</span>
        </label>
        <p className="dn-hint" id={id('show-name-hint')}>
          {M.showNameHint}
        </p>
        <label className="dc-choice">
          <input
            type="checkbox"
            name="hide_amount"
            value="on"
            defaultChecked={initial.hide_amount}
            onChange={(e) => onChange?.({ hide_amount: e.target.checked })}
          />
          <span>{M.hideAmount}</span>
        </label>
      </div>
    </div>
  );
}
