import { SpotifyScreen } from '../../../features/spotify/components/spotify-screen';

/** /dashboard/spotify — the music integration (spec 02 §2 "Music-streaming screen"). */
export default function SpotifyRoute() {
  return <SpotifyScreen />;
}
