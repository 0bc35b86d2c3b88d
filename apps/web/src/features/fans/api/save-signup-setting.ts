import type { SubscriberSettingsAnswer } from '@enlaza/shared/fans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SubscribersData } from './get-fans';

/** PUT /subscribers/settings {enabled}: shows or hides 'Recibe novedades' on the public page. */
export async function saveSignupSetting(enabled: boolean): Promise<{ enabled: boolean; message: string }> {
  const res = await api.put<SubscriberSettingsAnswer>('/subscribers/settings', { enabled });
  return { enabled: res.data.enabled, message: res.message };
}

export function useSaveSignupSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignupSetting,
    onSuccess: ({ enabled }) =>
      queryClient.setQueryData<SubscribersData>(queryKeys.subscribers, (old) =>
        old ? { ...old, enabled } : old,
      ),
  });
}
