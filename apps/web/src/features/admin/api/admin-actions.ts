import { argentinaToday } from '@enlaza/shared/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, type DownloadedFile } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Done = { success: true; message: string };

/** Every console list may change after an action: they are read again. */
function useAdminAction<V>(run: (vars: V) => Promise<Done>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** POST /admin/creators/{id}/reports/dismiss: every open report on that page. */
export const useDismissPageReports = () =>
  useAdminAction((creatorId: number) => api.post<Done>(`/admin/creators/${creatorId}/reports/dismiss`));

/** POST /admin/creators/{id}/suspend {reason}. */
export const useSuspendCreator = () =>
  useAdminAction(({ id, reason }: { id: number; reason: string }) =>
    api.post<Done>(`/admin/creators/${id}/suspend`, { reason }),
  );

/** POST /admin/creators/{id}/reactivate. */
export const useReactivateCreator = () =>
  useAdminAction((id: number) => api.post<Done>(`/admin/creators/${id}/reactivate`));

/** GET /admin/audit.csv, saved as a file on the device. */
export async function downloadAuditCsv(): Promise<void> {
  const file = await apiRequest<DownloadedFile>('/admin/audit.csv', { as: 'file', timeoutMs: 60_000 });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? `auditoria-${argentinaToday(new Date())}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
