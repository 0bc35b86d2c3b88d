import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { counterHint, FieldShell } from './field-shell';
import '../../styles/form-extras.css';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "length/maxLength" as the hint. */
  counter?: boolean;
}

/** A labelled multi-line input; the hint and the error are linked with aria-describedby. */
export function TextareaField({ label, error, hint, counter, className, ...textarea }: TextareaFieldProps) {
  const shown = counter ? counterHint(textarea.value, textarea.maxLength, hint) : hint;
  return (
    <FieldShell label={label} error={error} hint={shown} className={className}>
      {(control) => <textarea {...control} className="input textarea" {...textarea} />}
    </FieldShell>
  );
}
