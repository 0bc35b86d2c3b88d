import {
  GEOCODING_DEBOUNCE_MS,
  GEOCODING_MESSAGES,
  GEOCODING_QUERY_MIN,
  type GeocodeResult,
} from '@enlaza/shared/geocoding';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { searchAddresses } from '../api/search-addresses';

export type AddressSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: GeocodeResult[] }
  | { status: 'error'; query: string; message: string };

/**
 * Searches addresses for `text` once typing pauses for 500 ms and only from 3 characters (spec 02 §9).
 * A newer text cancels the pending wait and any request still running. `enabled` is false while the
 * text is one the creator did not type (a picked suggestion, or the saved address when editing).
 */
export function useAddressSearch(text: string, enabled: boolean): AddressSearchState {
  const [state, setState] = useState<AddressSearchState>({ status: 'idle' });
  const query = text.trim();
  const active = enabled && query.length >= GEOCODING_QUERY_MIN;

  useEffect(() => {
    if (!active) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading', query });
      searchAddresses(query, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ status: 'done', query, results });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message =
            (error instanceof ApiError && error.serverMessage) || GEOCODING_MESSAGES.unavailable;
          setState({ status: 'error', query, message });
        },
      );
    }, GEOCODING_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, query]);

  return active ? state : { status: 'idle' };
}
