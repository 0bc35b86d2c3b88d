import {
  callbackErrorText,
  SPOTIFY_MESSAGES as M,
  type MusicContentKind,
  type MusicItem,
  SPOTIFY_TOAST_MS,
  type SpotifyConnection,
} from '@enlaza/shared/spotify-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useOAuthCallback } from '../../../lib/oauth-callback';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { disconnectSpotify } from '../api/disconnect-spotify';
import { getSpotifyConnection } from '../api/get-spotify-connection';
import { getSpotifyContent } from '../api/get-spotify-content';
import { getSpotifyStatus } from '../api/get-spotify-status';
import { initiateSpotifyConnection } from '../api/initiate-spotify-connection';
import { removeSpotifyContent } from '../api/remove-spotify-content';
import { saveSpotifyContent } from '../api/save-spotify-content';
import { searchSpotify } from '../api/search-spotify';

export type Busy = 'connect' | 'search' | 'select' | 'remove' | 'disconnect' | null;

export interface SpotifyScreenState {
  loading: boolean;
  authorized: boolean;
  needsReconnection: boolean;
  connection: SpotifyConnection | null;
  content: MusicItem | null;
  /** null until a search ran. */
  results: MusicItem[] | null;
  busy: Busy;
  /** The id being selected, so only its button spins. */
  selecting: string | null;
}

const INITIAL: SpotifyScreenState = {
  loading: true,
  authorized: false,
  needsReconnection: false,
  connection: null,
  content: null,
  results: null,
  busy: null,
  selecting: null,
};

/** The music screen's data and actions (spec 02 §2 "Music-streaming screen", §8 "Music"). */
export function useSpotifyScreen() {
  const [state, setState] = useState<SpotifyScreenState>(INITIAL);
  const { flash, showSuccess, showError } = useFlashMessage();
  const callback = useOAuthCallback('spotify_');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const patch = useCallback((next: Partial<SpotifyScreenState>) => {
    if (mounted.current) setState((s) => ({ ...s, ...next }));
  }, []);
  const success = useCallback((text: string) => showSuccess(text, SPOTIFY_TOAST_MS), [showSuccess]);
  const failure = useCallback((text: string) => showError(text, SPOTIFY_TOAST_MS), [showError]);

  const load = useCallback(async () => {
    try {
      const status = await getSpotifyStatus();
      // Failing to load the content or the account is silent (spec 02 §8).
      const [content, connection] = status.is_authorized
        ? await Promise.all([getSpotifyContent().catch(() => null), getSpotifyConnection().catch(() => null)])
        : [null, null];
      patch({
        loading: false,
        authorized: status.is_authorized,
        needsReconnection: status.needs_reconnection,
        content,
        connection,
      });
    } catch {
      patch({ loading: false });
      failure(M.statusFailed);
    }
  }, [patch, failure]);

  useEffect(() => {
    void load();
  }, [load]);

  // The return from the authorization: shown once, then forgotten (the URL is already clean).
  const { params, clear } = callback;
  useEffect(() => {
    if (!params) return;
    if (params.spotify_success === 'true') {
      success(M.connected);
      void load();
    } else if (params.spotify_error) {
      failure(callbackErrorText(params.spotify_error));
    }
    clear();
  }, [params, clear, success, failure, load]);

  const afterProviderError = (error: unknown, fallback: string) => {
    // A refused connection (409): the screen goes back to the connect invitation.
    if (error instanceof ApiError && error.status === 409) void load();
    failure(
      error instanceof ApiError && error.status === 404 && error.serverMessage
        ? error.serverMessage
        : fallback,
    );
  };

  const connect = async () => {
    patch({ busy: 'connect' });
    try {
      const url = await initiateSpotifyConnection();
      window.location.assign(url);
    } catch {
      patch({ busy: null });
      failure(M.connectFailed);
    }
  };

  const search = async (q: string, type: MusicContentKind) => {
    if (!q.trim()) return;
    patch({ busy: 'search' });
    try {
      patch({ results: await searchSpotify(q.trim(), type), busy: null });
    } catch (error) {
      patch({ busy: null });
      afterProviderError(error, M.searchFailed);
    }
  };

  const select = async (item: MusicItem) => {
    patch({ busy: 'select', selecting: item.spotify_id });
    try {
      const content = await saveSpotifyContent(item);
      patch({ content, busy: null, selecting: null });
      success(M.contentUpdated);
    } catch (error) {
      patch({ busy: null, selecting: null });
      afterProviderError(error, M.saveFailed);
    }
  };

  const remove = async () => {
    patch({ busy: 'remove' });
    try {
      await removeSpotifyContent();
      patch({ content: null, busy: null });
      success(M.contentRemoved);
    } catch {
      patch({ busy: null });
      failure(M.removeFailed);
    }
  };

  const disconnect = async () => {
    patch({ busy: 'disconnect' });
    try {
      await disconnectSpotify();
      patch({ ...INITIAL, loading: false });
      success(M.disconnected);
    } catch {
      patch({ busy: null });
      failure(M.disconnectFailed);
    }
  };

  return { state, flash, connect, search, select, remove, disconnect };
}
