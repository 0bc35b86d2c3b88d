import { TAX_MESSAGES } from '@enlaza/shared/tax';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, type DownloadedFile } from '../../../lib/api-client';

const DOWNLOAD_TIMEOUT_MS = 60_000;

/** GET /tax/summary.csv|pdf?year=, saved as a file on the device. */
export async function downloadTaxFile(format: 'csv' | 'pdf', year: number): Promise<void> {
  const file = await apiRequest<DownloadedFile>(`/tax/summary.${format}`, {
    as: 'file',
    query: { year },
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? `resumen-arca-${year}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadTaxFile(format: 'csv' | 'pdf') {
  const mutation = useMutation({ mutationFn: (year: number) => downloadTaxFile(format, year) });
  const failure = mutation.error;
  return {
    busy: mutation.isPending,
    error: failure ? (failure instanceof ApiError && failure.serverMessage) || TAX_MESSAGES.loadError : null,
    download: (year: number) => {
      if (!mutation.isPending) mutation.mutate(year);
    },
  };
}
