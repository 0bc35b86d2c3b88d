import { EXPORT_MESSAGES, type ExportKind } from '@enlaza/shared/exports';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadExport } from '../api/download-export';

/** One download button's state: busy while the file comes, then the failure to show, if any. */
export function useExportDownload(kind: ExportKind) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await downloadExport(kind);
    } catch (failure) {
      setError((failure instanceof ApiError && failure.serverMessage) || EXPORT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, download: () => void download() };
}
