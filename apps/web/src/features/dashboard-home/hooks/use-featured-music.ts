import type { MusicItem } from '@enlaza/shared/spotify-contract';
import { useEffect, useState } from 'react';
import { getFeaturedMusic } from '../api/get-featured-music';
import { getMusicConnected } from '../api/get-music-status';

export interface FeaturedMusic {
  connected: boolean;
  content: MusicItem | null;
}

/** The Spotify shortcut's data; a failure just leaves the plain 'Conectar Spotify' shortcut. */
export function useFeaturedMusic(): FeaturedMusic {
  const [music, setMusic] = useState<FeaturedMusic>({ connected: false, content: null });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([getMusicConnected(signal), getFeaturedMusic(signal)]).then(
      ([connected, content]) => {
        if (!signal.aborted) setMusic({ connected, content });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return music;
}
