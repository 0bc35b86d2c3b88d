import type { Category } from '@enlaza/shared/categories';
import { useId } from 'react';
import { IconAlert } from '../../../components/ui/icons';

interface CategoryFieldProps {
  categories: readonly Category[];
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The category select; the empty option means no category (sent as null). */
export function CategoryField({ categories, value, error, onChange }: CategoryFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        Categoría
      </label>
      <select
        id={id}
        name="category_id"
        className="input select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Sin categoría</option>
        {categories.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.icon} {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={errorId}>
          <IconAlert />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
