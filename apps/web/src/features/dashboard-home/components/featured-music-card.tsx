import type { MusicItem } from '@enlaza/shared/spotify';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { usePreviewAudio } from '../../../lib/use-preview-audio';

/** The public page's music widget in small, under the quick actions (spec 02 §2 "Music widget"). */
export function FeaturedMusicCard({ content }: { content: MusicItem }) {
  const { playing, progress, toggle } = usePreviewAudio(content.preview_url);
  const heading = content.content_type === 'album' ? 'Álbum destacado' : 'Canción destacada';
  return (
    <div className="home-music">
      <p className="home-music-title">{heading}</p>
      <div className="home-music-row">
        {content.image_url ? (
          <a href={content.spotify_url} target="_blank" rel="noopener">
            <img src={content.image_url} alt={`Portada de ${content.name}`} width={56} height={56} />
          </a>
        ) : null}
        <div className="home-music-text">
          <strong>{content.name}</strong>
          <span>{content.artist}</span>
        </div>
      </div>
      <div className="home-music-actions">
        <a className="btn btn-primary btn-sm" href={content.spotify_url} target="_blank" rel="noopener">
          <span>Escuchar en Spotify</span>
        </a>
        {content.preview_url ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={toggle} aria-pressed={playing}>
            <span>{playing ? 'Pausar' : 'Preview'}</span>
          </button>
        ) : null}
      </div>
      {playing ? <ProgressBar className="home-music-progress" value={progress} label="Preview" /> : null}
    </div>
  );
}
