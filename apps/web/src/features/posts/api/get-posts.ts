import type { PostsAnswer } from '@enlaza/shared/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /posts → the creator's posts, newest first. */
export async function getPosts(signal?: AbortSignal): Promise<PostsAnswer['data']['posts']> {
  return (await api.get<PostsAnswer>('/posts', { signal })).data.posts;
}

export const postsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.posts, queryFn: ({ signal }) => getPosts(signal) });

export function usePosts() {
  return useQuery(postsQueryOptions());
}
