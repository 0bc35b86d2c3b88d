import { argentinaToday } from '@enlaza/shared/events-dates';
import { EXPORT_PATHS, type ExportKind, exportFileName } from '@enlaza/shared/exports';
import { apiRequest, type DownloadedFile } from '../../../lib/api-client';

/** A CSV of a few thousand rows on a phone connection needs more than the 10 s of ordinary calls. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** GET /exports/{links,events,donations}.csv or /exports/account.json, saved as a file on the device. */
export async function downloadExport(kind: ExportKind): Promise<void> {
  const file = await apiRequest<DownloadedFile>(EXPORT_PATHS[kind], {
    as: 'file',
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? exportFileName(kind, argentinaToday(new Date()));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
