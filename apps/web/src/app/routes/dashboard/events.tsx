import type { AddressFieldProps } from '../../../features/events/components/event-form';
import { EventsManager } from '../../../features/events/components/events-manager';
import { ExportButton } from '../../../features/exports/components/export-button';
import { AddressAutocomplete } from '../../../features/geocoding/components/address-autocomplete';

/** The event form's address field, with suggestions from the geocoding feature. */
function EventAddressField({ onPick, ...field }: AddressFieldProps) {
  return (
    <AddressAutocomplete
      {...field}
      onPick={(result) =>
        onPick({
          address: result.display_name,
          latitude: result.lat,
          longitude: result.lon,
          geocoded_address: result.display_name,
        })
      }
    />
  );
}

/** /dashboard/events — 'Mis Eventos' (spec 02 §2). */
export default function EventsRoute() {
  return (
    <EventsManager
      renderAddressField={(props) => <EventAddressField {...props} />}
      exportAction={<ExportButton kind="events" />}
    />
  );
}
