import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /posts/{id}: the creator deletes one of their posts. */
export async function deletePost(id: number): Promise<string> {
  return (await api.delete<{ message: string }>(`/posts/${id}`)).message;
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts }),
  });
}
