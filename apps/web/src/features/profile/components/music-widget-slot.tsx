import type { MusicItem } from '@enlaza/shared/spotify';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { usePreviewAudio } from '../../../lib/use-preview-audio';

/**
 * The featured music widget as visitors see it (spec 02 §2 "Music widget"): 'Canción destacada' or
 * 'Álbum destacado', the cover linking out, 'Escuchar en Spotify', and Preview/Pausar with a progress
 * bar only when a preview exists. Renders nothing without music content.
 */
export function MusicWidgetSlot({ content }: { content: MusicItem | null }) {
  const { playing, progress, toggle } = usePreviewAudio(content?.preview_url ?? null);
  if (!content) return null;
  const heading = content.content_type === 'album' ? 'Álbum destacado' : 'Canción destacada';
  const cover = content.image_url ? (
    <img
      className="pv-music-cover"
      src={content.image_url}
      alt={`Portada de ${content.name}`}
      width={56}
      height={56}
    />
  ) : null;
  return (
    <div className="pv-card pv-music">
      <p className="pv-card-title">{heading}</p>
      <div className="pv-music-row">
        {cover && content.spotify_url ? (
          <a href={content.spotify_url} target="_blank" rel="noopener">
            {cover}
          </a>
        ) : (
          cover
        )}
        <div className="pv-music-text">
          <strong>{content.name}</strong>
          {content.artist ? <span>{content.artist}</span> : null}
        </div>
      </div>
      <div className="pv-music-actions">
        {content.spotify_url ? (
          <a className="pv-button" href={content.spotify_url} target="_blank" rel="noopener">
            Escuchar en Spotify
          </a>
        ) : (
          <span className="pv-button">Escuchar en Spotify</span>
        )}
        {content.preview_url ? (
          <button
            type="button"
            className="pv-button pv-button-outline"
            onClick={toggle}
            aria-pressed={playing}
          >
            {playing ? 'Pausar' : 'Preview'}
          </button>
        ) : null}
      </div>
      {playing ? <ProgressBar className="pv-music-progress" value={progress} label="Preview" /> : null}
    </div>
  );
}
