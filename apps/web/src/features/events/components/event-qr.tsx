import { EVENT_MESSAGES } from '@enlaza/shared/events';
import { useEffect, useState } from 'react';
import { IconDownload } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { qrDataUrl, qrFileName } from '../utils/event-qr';

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

/** The event's QR code (140 px, margin 1) and a 'Descargar QR' button that saves it as PNG. */
export function EventQr({ eventId, url, title }: { eventId: number; url: string; title: string }) {
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
      download(image ?? (await qrDataUrl(url)), qrFileName(eventId));
    } catch {
      window.alert(EVENT_MESSAGES.qrDownloadFailed);
    }
  }

  return (
    <div className="event-qr">
      <div className="event-qr-image">
        {image ? (
          <img src={image} width={140} height={140} alt={`Código QR del evento "${title}"`} />
        ) : (
          <span className="event-qr-placeholder">{failed ? 'QR no disponible' : 'Generando QR...'}</span>
        )}
      </div>
      <div className="event-qr-body">
        <p className="event-qr-text">Escanéalo para abrir la página del evento.</p>
        <Button variant="secondary" size="sm" icon={<IconDownload />} onClick={() => void onDownload()}>
          Descargar QR <span className="visually-hidden">de "{title}"</span>
        </Button>
      </div>
    </div>
  );
}
