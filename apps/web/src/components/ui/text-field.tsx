import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { counterHint, FieldShell } from './field-shell';
import '../../styles/form-extras.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "length/maxLength" as the hint. */
  counter?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the hint and the error are linked with aria-describedby. */
export function TextField({ label, error, hint, counter, className, ...input }: TextFieldProps) {
  const shown = counter ? counterHint(input.value, input.maxLength, hint) : hint;
  return (
    <FieldShell label={label} error={error} hint={shown} className={className}>
      {(control) => <input {...control} className="input" {...input} />}
    </FieldShell>
  );
}
