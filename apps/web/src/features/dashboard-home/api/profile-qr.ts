import { profileQrFileName } from '@enlaza/shared/profile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, type DownloadedFile } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const QR_PATHS = { png: '/users/qr.png', svg: '/users/qr.svg' } as const;
export type QrFormat = keyof typeof QR_PATHS;

/** GET /users/qr.svg as a data URL for the card's picture. */
async function qrPicture(): Promise<string> {
  const file = await apiRequest<DownloadedFile>(QR_PATHS.svg, { as: 'file' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await file.blob.text())}`;
}

/** The QR's picture; `look` (address and colours) keys it, so a new theme draws a new one. */
export function useProfileQr(look: string) {
  return useQuery({ queryKey: queryKeys.profile.qr(look), queryFn: qrPicture, staleTime: Infinity });
}

/** GET /users/qr.{png,svg}, saved as a file on the device. */
export async function downloadProfileQr(format: QrFormat, username: string): Promise<void> {
  const file = await apiRequest<DownloadedFile>(QR_PATHS[format], { as: 'file' });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? profileQrFileName(username, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadProfileQr(username: string) {
  return useMutation({ mutationFn: (format: QrFormat) => downloadProfileQr(format, username) });
}
