import { EVENT_MESSAGES } from '@enlaza/shared/events';
import { type ReactNode, useEffect, useState } from 'react';
import { IconDownload } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { qrDataUrl } from '../utils/event-qr';

/** Starts a download of a data URL under `fileName`. */
function download(dataUrl: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = dataUrl;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

interface EventQrProps {
  url: string;
  title: string;
  /** Name of the downloaded PNG. */
  fileName: string;
  /** What the code opens, under it. */
  caption?: string;
  /** Names the code for screen readers, before the event's title. */
  label?: string;
  /** Read before the title in the download button's accessible name ('de ' by default). */
  hiddenPrefix?: string;
  /** More actions beside 'Descargar QR' (the donation QR's printable PDF). */
  extra?: ReactNode;
}

/** A QR code of the event (140 px, margin 1) and a 'Descargar QR' button that saves it as PNG. */
export function EventQr({
  url,
  title,
  fileName,
  caption = 'Escanéalo para abrir la página del evento.',
  label = 'Código QR del evento',
  hiddenPrefix = 'de ',
  extra,
}: EventQrProps) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setImage(null);
    setFailed(false);
    qrDataUrl(url).then(
      (data) => {
        if (live) setImage(data);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [url]);

  async function onDownload() {
    try {
      download(image ?? (await qrDataUrl(url)), fileName);
    } catch {
      window.alert(EVENT_MESSAGES.qrDownloadFailed);
    }
  }

  return (
    <div className="event-qr">
      <div className="event-qr-image">
        {image ? (
          <img src={image} width={140} height={140} alt={`${label} "${title}"`} />
        ) : (
          <span className="event-qr-placeholder">{failed ? 'QR no disponible' : 'Generando QR...'}</span>
        )}
      </div>
      <div className="event-qr-body">
        <p className="event-qr-text">{caption}</p>
        <Button variant="secondary" size="sm" icon={<IconDownload />} onClick={() => void onDownload()}>
          Descargar QR <span className="visually-hidden">{`${hiddenPrefix}"${title}"`}</span>
        </Button>
        {extra}
      </div>
    </div>
  );
}
