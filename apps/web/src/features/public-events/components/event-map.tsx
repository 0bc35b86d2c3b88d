import { mapEmbedUrl, mapsSearchUrl, PUBLIC_MESSAGES } from '@enlaza/shared/public';

/** The OpenStreetMap embed with a marker at the event, and a link that opens it in a maps app. */
export function EventMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  return (
    <div className="pp-map">
      <iframe
        title={PUBLIC_MESSAGES.mapTitle}
        src={mapEmbedUrl(latitude, longitude)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width="425"
        height="300"
      />
      <a className="pp-text-link" href={mapsSearchUrl(latitude, longitude)} target="_blank" rel="noopener">
        {PUBLIC_MESSAGES.openInMaps}
      </a>
    </div>
  );
}
