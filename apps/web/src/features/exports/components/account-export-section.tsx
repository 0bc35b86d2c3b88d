import { EXPORT_MESSAGES } from '@enlaza/shared/exports';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useDownloadExport } from '../api/download-export';

/** Profile screen: downloads the whole account as JSON. */
export function AccountExportSection() {
  const titleId = useId();
  const { busy, error, download } = useDownloadExport('account');
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {EXPORT_MESSAGES.accountTitle}
      </h2>
      <p className="field-hint">{EXPORT_MESSAGES.accountText}</p>
      <Button variant="secondary" loading={busy} onClick={download}>
        {busy ? EXPORT_MESSAGES.downloading : EXPORT_MESSAGES.accountButton}
      </Button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
