import type { CreatorEvent, EventAnswer, EventInput } from '@enlaza/shared/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /events/{id}. */
export async function updateEvent(id: number, input: EventInput): Promise<CreatorEvent> {
  const answer = await api.put<EventAnswer>(`/events/${id}`, input);
  return answer.data.event;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EventInput }) => updateEvent(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<CreatorEvent[]>(queryKeys.events.list(), (list) =>
        list?.map((e) => (e.id === saved.id ? saved : e)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'none' });
    },
  });
}
