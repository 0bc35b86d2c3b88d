import {
  GORRA_PLACE_LIMITS,
  GORRA_PLACE_MESSAGES,
  type GorraPlaceValues,
  GORRA_PLACE_TEXTS as T,
} from '@enlaza/shared/gorra';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveGorraPlace } from '../api/gorra-place';

/** A suggestion picked in the address field, in the parts Mercado Pago's store location takes. */
export type PickedPlace = Omit<GorraPlaceValues, 'reference'>;

export interface PlaceFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  maxLength: number;
  name: string;
  placeholder: string;
  onChange: (text: string) => void;
  onPick: (picked: PickedPlace) => void;
}

export type PlaceFieldRenderer = (props: PlaceFieldProps) => ReactNode;

/** The parts the creator chooses through the address field: their errors show under it. */
const ADDRESS_PARTS = [
  'address',
  'street_name',
  'street_number',
  'city_name',
  'state_name',
  'latitude',
  'longitude',
];

/**
 * 'Dónde tocas o vendes' (issue 32): asked once, before the first QR, since Mercado Pago creates the
 * creator's store only with its location. The address comes from the geocoding suggestions (the
 * address field is handed in by the route: features do not import each other).
 */
export function GorraPlaceForm({ renderAddressField }: { renderAddressField: PlaceFieldRenderer }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const [reference, setReference] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>();
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGorraPlace();
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!picked) {
      setAddressError(
        text.trim() ? GORRA_PLACE_MESSAGES.coordinatesRequired : GORRA_PLACE_MESSAGES.addressRequired,
      );
      return;
    }
    setAddressError(undefined);
    setReferenceError(undefined);
    save.mutate(
      { ...picked, reference },
      {
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.errors : [];
          const onAddress = fields.find((e) => ADDRESS_PARTS.includes(e.field));
          const onReference = fields.find((e) => e.field === 'reference');
          if (onAddress) setAddressError(onAddress.message);
          if (onReference) setReferenceError(onReference.message);
          if (!onAddress && !onReference) setError(failure.message);
        },
      },
    );
  };

  return (
    <section className="panel gorra-place" aria-labelledby={titleId}>
      <h3 id={titleId} className="gorra-subtitle">
        {T.title}
      </h3>
      <p className="gorra-muted">{T.intro}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form onSubmit={submit} noValidate>
        {renderAddressField({
          label: T.addressLabel,
          value: text,
          error: addressError,
          maxLength: GORRA_PLACE_LIMITS.addressMax,
          name: 'address',
          placeholder: T.addressPlaceholder,
          onChange: (typed) => {
            setText(typed);
            setPicked(null);
          },
          onPick: (place) => {
            setText(place.address);
            setPicked(place);
            setAddressError(undefined);
          },
        })}
        <TextField
          label={T.referenceLabel}
          hint={T.referenceHint}
          value={reference}
          maxLength={GORRA_PLACE_LIMITS.referenceMax}
          error={referenceError}
          onChange={(e) => setReference(e.target.value)}
        />
        <Button type="submit" loading={save.isPending}>
          {T.save}
        </Button>
      </form>
    </section>
  );
}
