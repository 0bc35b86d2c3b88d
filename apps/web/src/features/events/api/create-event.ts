import type { CreatorEvent, EventAnswer, EventInput } from '@enlaza/shared/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /events. */
export async function createEvent(input: EventInput): Promise<CreatorEvent> {
  const answer = await api.post<EventAnswer>('/events', input);
  return answer.data.event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (saved) => {
      queryClient.setQueryData<CreatorEvent[]>(queryKeys.events.list(), (list) => [...(list ?? []), saved]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'none' });
    },
  });
}
