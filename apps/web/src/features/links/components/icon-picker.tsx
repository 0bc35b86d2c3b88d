import { LINK_ICONS, type LinkIcon } from '@enlaza/shared/links';
import { useId } from 'react';
import { LinkIconGlyph } from './link-icon';

interface IconPickerProps {
  /** The chosen icon, or '' to let it be guessed. */
  value: string;
  /** What would be used when nothing is chosen (guessed live from the URL and title). */
  suggested: LinkIcon;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const labelOf = (icon: string) => LINK_ICONS.find((i) => i.value === icon)?.label ?? 'Enlace';

/** The 16 icons as a radio group (arrow keys move between them); the suggestion is marked. */
export function IconPicker({ value, suggested, onChange, error }: IconPickerProps) {
  const id = useId();
  const chosen = value !== '';
  return (
    <fieldset className="icon-picker" aria-describedby={`${id}-status`}>
      <legend className="field-label">Ícono</legend>
      <div className="icon-picker-status" id={`${id}-status`}>
        {chosen ? (
          <>
            <span>
              Elegiste <strong>{labelOf(value)}</strong>.
            </span>
            <button type="button" className="text-button" onClick={() => onChange('')}>
              Usar el sugerido ({labelOf(suggested)})
            </button>
          </>
        ) : (
          <span>
            Sugerido según la URL y el título: <strong>{labelOf(suggested)}</strong>. Elige otro si prefieres.
          </span>
        )}
      </div>
      <div className="icon-grid">
        {LINK_ICONS.map((icon) => {
          const isSuggested = !chosen && icon.value === suggested;
          return (
            <label
              key={icon.value}
              className={['icon-option', isSuggested ? 'is-suggested' : ''].filter(Boolean).join(' ')}
            >
              <input
                type="radio"
                name={`${id}-icon`}
                value={icon.value}
                checked={value === icon.value}
                onChange={() => onChange(icon.value)}
              />
              <LinkIconGlyph icon={icon.value} />
              <span className="icon-option-label">{icon.label}</span>
              {isSuggested ? (
                <>
                  {' '}
                  <span className="visually-hidden">(sugerido)</span>
                </>
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
