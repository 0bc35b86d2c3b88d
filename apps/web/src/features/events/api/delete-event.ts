import type { CreatorEvent } from '@enlaza/shared/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /events/{id}. */
export async function deleteEvent(id: number): Promise<void> {
  await api.delete(`/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_, id) => {
      queryClient.setQueryData<CreatorEvent[]>(queryKeys.events.list(), (list) =>
        list?.filter((e) => e.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'none' });
    },
  });
}
