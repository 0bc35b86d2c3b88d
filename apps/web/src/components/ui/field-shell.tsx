import { type ReactNode, useId } from 'react';
import { IconAlert } from './icons';

/** What a field's control needs to be labelled and described. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The "12/100" under a text field: how much of its length limit is used. */
export function counterHint(value: unknown, max: number | undefined, hint: ReactNode): ReactNode {
  if (max === undefined) return hint;
  return (
    <span className="char-counter">
      {String(value ?? '').length}/{max}
    </span>
  );
}

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** The label, error and hint around one form control, linked with aria-describedby. */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field-error" id={errorId}>
          <IconAlert />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
