import { useSavedDataTime } from '../hooks/use-saved-data-time';

const day = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit' });
const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const WRITES_OFF_TEXT = 'Los cambios están desactivados hasta que vuelva la conexión.';
export const NOTHING_SAVED_TEXT =
  'Sin conexión: esta pantalla todavía no tiene datos guardados. Se cargará cuando vuelva la conexión.';

export function savedAtText(at: number): string {
  const date = new Date(at);
  return `Datos guardados el ${day.format(date)} a las ${time.format(date)}, sin conexión.`;
}

/**
 * Offline in the dashboard: says the figures on screen are the last saved ones (and from when), or
 * that this screen has none yet, and why nothing can be changed. Rendered only while offline.
 */
export function SavedDataNotice() {
  const saved = useSavedDataTime();
  return (
    <div className="saved-data-notice" role="status">
      <p>
        <strong>
          {saved.kind === 'missing'
            ? NOTHING_SAVED_TEXT
            : saved.kind === 'saved'
              ? savedAtText(saved.at)
              : 'Sin conexión.'}
        </strong>{' '}
        {WRITES_OFF_TEXT}
      </p>
    </div>
  );
}
