import {
  callbackErrorText,
  SPOTIFY_MESSAGES as M,
  type MusicContentKind,
  type MusicItem,
  SPOTIFY_TOAST_MS,
  type SpotifyConnection,
} from '@enlaza/shared/spotify';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useOAuthCallback } from '../../../lib/oauth-callback';
import { spotifyContentQueryOptions, spotifyStatusQueryOptions } from '../../../lib/queries/music-queries';
import { queryKeys } from '../../../lib/query-keys';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useDisconnectSpotify } from '../api/disconnect-spotify';
import { spotifyConnectionQueryOptions } from '../api/get-spotify-connection';
import { useInitiateSpotifyConnection } from '../api/initiate-spotify-connection';
import { useRemoveSpotifyContent } from '../api/remove-spotify-content';
import { useSaveSpotifyContent } from '../api/save-spotify-content';
import { useSearchSpotify } from '../api/search-spotify';

export interface SpotifyScreenState {
  loading: boolean;
  authorized: boolean;
  needsReconnection: boolean;
  connection: SpotifyConnection | null;
  content: MusicItem | null;
  /** null until a search ran. */
  results: MusicItem[] | null;
  connecting: boolean;
  searching: boolean;
  /** The id being selected, so only its button spins. */
  selecting: string | null;
  removing: boolean;
  /** A removal or a disconnection is on its way. */
  confirming: boolean;
}

/** The message of a failed search or choice: the server's own for an unknown item (404). */
function providerFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 404 && error.serverMessage
    ? error.serverMessage
    : fallback;
}

/** The music screen's data and actions (spec 02 §2 "Music-streaming screen", §8 "Music"). */
export function useSpotifyScreen() {
  const queryClient = useQueryClient();
  const { flash, showSuccess, showError } = useFlashMessage();
  const success = useCallback((text: string) => showSuccess(text, SPOTIFY_TOAST_MS), [showSuccess]);
  const failure = useCallback((text: string) => showError(text, SPOTIFY_TOAST_MS), [showError]);

  const status = useQuery(spotifyStatusQueryOptions());
  const authorized = status.data?.is_authorized === true;
  // Failing to load the content or the account is silent (spec 02 §8): the screen shows neither.
  const content = useQuery({ ...spotifyContentQueryOptions(), enabled: authorized });
  const connection = useQuery({ ...spotifyConnectionQueryOptions(), enabled: authorized });

  const initiate = useInitiateSpotifyConnection();
  const searchMutation = useSearchSpotify();
  const save = useSaveSpotifyContent();
  const removeMutation = useRemoveSpotifyContent();
  const disconnectMutation = useDisconnectSpotify();
  // The last results found stay on screen while another search runs or after one fails.
  const [results, setResults] = useState<MusicItem[] | null>(null);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.music.all }),
    [queryClient],
  );

  // One toast per failed status read.
  const statusFailedAt = status.isError ? status.errorUpdatedAt : 0;
  useEffect(() => {
    if (statusFailedAt) failure(M.statusFailed);
  }, [statusFailedAt, failure]);

  // The return from the authorization: shown once, then forgotten (the URL is already clean).
  const { params, clear } = useOAuthCallback('spotify_');
  useEffect(() => {
    if (!params) return;
    if (params.spotify_success === 'true') {
      success(M.connected);
      reload();
    } else if (params.spotify_error) {
      failure(callbackErrorText(params.spotify_error));
    }
    clear();
  }, [params, clear, success, failure, reload]);

  const afterProviderError = (error: unknown, fallback: string) => {
    // A refused connection (409): the screen goes back to the connect invitation.
    if (error instanceof ApiError && error.status === 409) reload();
    failure(providerFailure(error, fallback));
  };

  const connect = () => initiate.mutate(undefined, { onError: () => failure(M.connectFailed) });

  const search = (q: string, type: MusicContentKind) => {
    if (!q.trim()) return;
    searchMutation.mutate(
      { q: q.trim(), type },
      { onSuccess: setResults, onError: (error) => afterProviderError(error, M.searchFailed) },
    );
  };

  const select = (item: MusicItem) =>
    save.mutate(item, {
      onSuccess: () => success(M.contentUpdated),
      onError: (error) => afterProviderError(error, M.saveFailed),
    });

  // Success or failure, the toast says what happened; the caller's question is over either way.
  const remove = () =>
    removeMutation.mutateAsync().then(
      () => success(M.contentRemoved),
      () => failure(M.removeFailed),
    );

  const disconnect = () =>
    disconnectMutation.mutateAsync().then(
      () => {
        setResults(null);
        success(M.disconnected);
      },
      () => failure(M.disconnectFailed),
    );

  const state: SpotifyScreenState = {
    loading: status.isPending || (authorized && (content.isPending || connection.isPending)),
    authorized,
    needsReconnection: status.data?.needs_reconnection === true,
    connection: connection.data ?? null,
    content: content.data ?? null,
    results,
    // After a success the browser is leaving for the provider: the button keeps saying so.
    connecting: initiate.isPending || initiate.isSuccess,
    searching: searchMutation.isPending,
    selecting: save.isPending ? save.variables.spotify_id : null,
    removing: removeMutation.isPending,
    confirming: removeMutation.isPending || disconnectMutation.isPending,
  };

  return { state, flash, connect, search, select, remove, disconnect };
}
