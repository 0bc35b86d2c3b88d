import { GEOCODING_MESSAGES, GEOCODING_QUERY_MIN, type GeocodeResult } from '@enlaza/shared/geocoding';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { IconAlert } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useAddressSearch } from '../api/search-addresses';
import '../../../styles/address-autocomplete.css';

export interface AddressAutocompleteProps {
  label: string;
  value: string;
  /** The creator typed: any coordinates picked before no longer match the text. */
  onChange: (text: string) => void;
  onPick: (result: GeocodeResult) => void;
  error?: string | undefined;
  maxLength?: number;
  name?: string;
  placeholder?: string;
}

/**
 * An address field with suggestions from our geocoding endpoint, following the ARIA combobox pattern:
 * arrow keys move through the list, Enter picks, Escape closes; a click or tap picks too.
 */
export function AddressAutocomplete({
  label,
  value,
  onChange,
  onPick,
  error,
  maxLength,
  name,
  placeholder,
}: AddressAutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  // Only text the creator typed is searched: not the saved address, not a picked suggestion.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useAddressSearch(value, typed);
  const results = search.status === 'done' ? search.results : [];

  useEffect(() => {
    if (search.status === 'done') {
      setOpen(search.results.length > 0);
      setActive(-1);
    }
  }, [search]);

  const showList = open && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (result: GeocodeResult) => {
    setTyped(false);
    setOpen(false);
    setActive(-1);
    onPick(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : results.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = showList ? results[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (search.status === 'loading') status = 'Buscando direcciones...';
  else if (search.status === 'error') status = search.message;
  else if (search.status === 'done') {
    const n = search.results.length;
    status =
      n === 0
        ? GEOCODING_MESSAGES.noResults
        : `${n} ${n === 1 ? 'dirección encontrada' : 'direcciones encontradas'}. Usa las flechas para elegir.`;
  }

  const describedBy = [error ? errorId : '', statusId].filter(Boolean).join(' ');

  return (
    <div className={['field', 'address-field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="address-combobox">
        <input
          id={id}
          name={name}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setTyped(true);
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(results.length > 0)}
          onBlur={() => setOpen(false)}
        />
        {search.status === 'loading' ? (
          <span className="address-spinner">
            <Spinner size="sm" />
          </span>
        ) : null}
        <div className="address-popup" hidden={!showList}>
          <div id={listId} role="listbox" aria-label="Direcciones sugeridas" className="address-list">
            {showList
              ? results.map((result, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay on the input (aria-activedescendant)
                  <div
                    key={`${result.lat},${result.lon},${result.display_name}`}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={index === active ? 'address-option is-active' : 'address-option'}
                    // Keeps focus in the input, so the blur does not close the list before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(result)}
                    onPointerEnter={() => setActive(index)}
                  >
                    {result.display_name}
                  </div>
                ))
              : null}
          </div>
          <p className="address-attribution">{GEOCODING_MESSAGES.attribution}</p>
        </div>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          <IconAlert />
          <span>{error}</span>
        </p>
      ) : null}
      <p className="field-hint" id={statusId} aria-live="polite">
        {status || `Escribe al menos ${GEOCODING_QUERY_MIN} caracteres para ver sugerencias en Argentina.`}
      </p>
    </div>
  );
}
