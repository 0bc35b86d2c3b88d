import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { IconAlert } from './icons';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['checkbox-field', className ?? ''].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          <IconAlert />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
