import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import '../../styles/form-extras.css';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input; the hint and the error are linked with aria-describedby. */
export function TextareaField({ label, error, hint, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} className="input textarea" {...textarea} />}
    </FieldShell>
  );
}
