import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

export type PublicData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; notFound: boolean; message: string };

/**
 * Loads what a public page shows when the app itself navigates to it (the server renders the same
 * pages on a full load). A 404 or any other failure ends in the page's error state.
 */
export function usePublicData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  fallbackMessage: string,
): PublicData<T> {
  const [state, setState] = useState<PublicData<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : null;
        setState({
          status: 'error',
          notFound: apiError?.status === 404,
          message: apiError?.serverMessage ?? fallbackMessage,
        });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
