import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import '../../styles/form-extras.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select (the platform's own picker on phones). */
export function SelectField({ label, options, error, hint, className, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className="input select" {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
