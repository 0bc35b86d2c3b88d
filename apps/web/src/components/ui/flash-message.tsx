import type { Flash } from '../../lib/use-flash-message';
import { IconAlert, IconCheckCircle } from './icons';
import '../../styles/flash-and-dialog.css';

function FlashBox({ flash }: { flash: Flash }) {
  return (
    <div key={flash.key} className={`alert alert-${flash.tone} flash-message`}>
      <span className="alert-icon">{flash.tone === 'success' ? <IconCheckCircle /> : <IconAlert />}</span>
      <p className="alert-title">{flash.text}</p>
    </div>
  );
}

/**
 * The screen's passing message. Both live regions stay in the page while empty, so screen readers
 * announce each message as it appears: successes politely, errors at once.
 */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className="flash-region">
      <div aria-live="polite" aria-atomic="true">
        {flash?.tone === 'success' ? <FlashBox flash={flash} /> : null}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {flash?.tone === 'error' ? <FlashBox flash={flash} /> : null}
      </div>
    </div>
  );
}
