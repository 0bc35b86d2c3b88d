import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useEvents } from '../../../features/events/api/get-events';
import { AddressAutocomplete } from '../../../features/geocoding/components/address-autocomplete';
import type { PlaceFieldProps } from '../../../features/gorra/components/gorra-place-form';
import { GorraScreen } from '../../../features/gorra/components/gorra-screen';

// 'Transferir' (issue 32) loads after the QR screen: the chips and the code come first on a phone.
const GorraTransfers = lazy(() => import('./gorra-transfers'));

/** The place's address field, with suggestions from the geocoding feature, read into the store's parts. */
function GorraAddressField({ onPick, ...field }: PlaceFieldProps) {
  return (
    <AddressAutocomplete
      {...field}
      onPick={(result) =>
        onPick({
          address: result.display_name,
          street_name: result.address.road ?? '',
          street_number: result.address.house_number ?? null,
          city_name: result.address.city ?? result.address.suburb ?? '',
          state_name: result.address.state ?? '',
          latitude: result.lat,
          longitude: result.lon,
        })
      }
    />
  );
}

/**
 * /dashboard/gorra ('Modo gorra', issue 32): in-person QR payments, for the creator's events too;
 * `?evento={id}` (the event card's 'Modo gorra') chooses that event. Before the first QR, the place
 * where the creator plays or sells (Mercado Pago's store needs it). Below, the alias or CVU with its
 * concept code and the transfers the creator confirmed.
 */
export default function GorraRoute() {
  const events = (useEvents().data ?? []).filter((event) => event.status !== 'draft');
  const [search] = useSearchParams();
  const asked = Number(search.get('evento'));
  const chosen = events.some((event) => event.id === asked) ? asked : null;
  return (
    <>
      <GorraScreen
        events={events}
        initialEventId={chosen}
        renderAddressField={(props) => <GorraAddressField {...props} />}
      />
      <Suspense fallback={null}>
        <GorraTransfers events={events} />
      </Suspense>
    </>
  );
}
