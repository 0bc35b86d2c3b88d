import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input; the hint and the error are linked with aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className="input" {...input} />}
    </FieldShell>
  );
}
