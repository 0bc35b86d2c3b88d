import { type QueryKey, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

export type PublicData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; notFound: boolean; message: string };

/** A page a visitor opens does not change by asking again: a 404 or a refusal ends in its error state. */
const retryTransportOnly = (failures: number, error: unknown) =>
  failures < 1 && error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Loads what a public page shows when the app itself navigates to it (the server renders the same
 * pages on a full load). A 404 or any other failure ends in the page's error state.
 */
export function usePublicData<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  fallbackMessage: string,
): PublicData<T> {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), retry: retryTransportOnly });
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) {
    const apiError = query.error instanceof ApiError ? query.error : null;
    return {
      status: 'error',
      notFound: apiError?.status === 404,
      message: apiError?.serverMessage ?? fallbackMessage,
    };
  }
  return { status: 'loading' };
}
