import { argentinaToday } from '@enlaza/shared/events';
import { EXPORT_MESSAGES, EXPORT_PATHS, type ExportKind, exportFileName } from '@enlaza/shared/exports';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, type DownloadedFile } from '../../../lib/api-client';

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

/** One download button's state: pending while the file comes, then the failure to show, if any. */
export function useDownloadExport(kind: ExportKind) {
  const mutation = useMutation({ mutationFn: () => downloadExport(kind) });
  const failure = mutation.error;
  return {
    busy: mutation.isPending,
    error: failure ? (failure instanceof ApiError && failure.serverMessage) || EXPORT_MESSAGES.failed : null,
    download: () => {
      if (!mutation.isPending) mutation.mutate();
    },
  };
}
