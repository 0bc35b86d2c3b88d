import { PUBLIC_MESSAGES, type PublicMusicContent } from '@enlaza/shared/public';
import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';

interface MusicWidgetProps {
  content: PublicMusicContent;
  /** Called with the Spotify URL whenever the visitor follows it (cover or button). */
  onListen: (url: string) => void;
}

/**
 * The creator's featured track or album (spec 01 §2 "Music block"): cover and button lead to Spotify;
 * a Preview / Pausar toggle with a progress bar appears only when a preview audio exists.
 */
export function MusicWidget({ content, onListen }: MusicWidgetProps) {
  const heading =
    content.content_type === 'album' ? PUBLIC_MESSAGES.featuredAlbum : PUBLIC_MESSAGES.featuredTrack;
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);

  // The toggle needs JavaScript: the server-rendered page (and a browser without JS) links the audio.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setInteractive(true);
    return () => audio.current?.pause();
  }, []);

  const toggle = () => {
    if (!content.preview_url) return;
    if (!audio.current) {
      const player = new Audio(content.preview_url);
      player.addEventListener('timeupdate', () => {
        setProgress(player.duration ? Math.min(100, (player.currentTime / player.duration) * 100) : 0);
      });
      player.addEventListener('ended', () => {
        setPlaying(false);
        setProgress(0);
      });
      player.addEventListener('pause', () => setPlaying(false));
      player.addEventListener('play', () => setPlaying(true));
      audio.current = player;
    }
    if (audio.current.paused) void audio.current.play().catch(() => setPlaying(false));
    else audio.current.pause();
  };

  const listen = () => onListen(content.spotify_url);

  return (
    <section className="pp-card pp-music" aria-labelledby="pp-music-heading">
      <h2 id="pp-music-heading" className="pp-section-title">
        {heading}
      </h2>
      <div className="pp-music-body">
        <a
          href={content.spotify_url}
          target="_blank"
          rel="noopener"
          onClick={listen}
          onAuxClick={listen}
          className="pp-music-cover"
          aria-label={content.image_url ? undefined : `${PUBLIC_MESSAGES.listenOnSpotify}: ${content.name}`}
        >
          {content.image_url ? (
            <img src={content.image_url} alt={`Portada de ${content.name}`} width={88} height={88} />
          ) : (
            <span aria-hidden="true">♪</span>
          )}
        </a>
        <div className="pp-music-text">
          <p className="pp-music-name">{content.name}</p>
          <p className="pp-muted">{content.artist}</p>
          <div className="pp-music-actions">
            <a
              className="pp-button pp-button-small"
              href={content.spotify_url}
              target="_blank"
              rel="noopener"
              onClick={listen}
              onAuxClick={listen}
            >
              {PUBLIC_MESSAGES.listenOnSpotify}
            </a>
            {content.preview_url &&
              (interactive ? (
                <button
                  type="button"
                  className="pp-button-outline pp-button-small"
                  onClick={toggle}
                  aria-pressed={playing}
                >
                  {playing ? PUBLIC_MESSAGES.pause : PUBLIC_MESSAGES.preview}
                </button>
              ) : (
                // Before (or without) the script: the audio file itself. The script puts the toggle in
                // its place, the same size, so nothing below it moves.
                <a
                  className="pp-button-outline pp-button-small"
                  href={content.preview_url}
                  target="_blank"
                  rel="noopener"
                  data-music-preview=""
                >
                  {PUBLIC_MESSAGES.preview}
                </a>
              ))}
          </div>
          {playing && (
            <ProgressBar
              className="pp-progress pp-progress-thin"
              value={progress}
              label={PUBLIC_MESSAGES.preview}
            />
          )}
        </div>
      </div>
    </section>
  );
}
