import { LIMITS } from '@enlaza/shared/limits';
import { useId } from 'react';
import { IconAlert } from '../../../components/ui/icons';

interface BioFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The biography with its live 'n/160' counter (spec 02 §2, §5). */
export function BioField({ value, error, onChange }: BioFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        Biografía
      </label>
      <textarea
        id={id}
        name="bio"
        className="input textarea"
        rows={3}
        maxLength={LIMITS.bioMax}
        placeholder="Contale a tus seguidores quién eres y qué haces"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, counterId].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p className="field-error" id={errorId}>
          <IconAlert />
          <span>{error}</span>
        </p>
      ) : null}
      <p className="field-hint bio-counter" id={counterId}>
        {value.length}/{LIMITS.bioMax}
      </p>
    </div>
  );
}
