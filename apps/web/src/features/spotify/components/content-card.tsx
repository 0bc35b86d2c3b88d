import { SPOTIFY_MESSAGES as M, type MusicItem } from '@enlaza/shared/spotify';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { PreviewToggle } from './preview-toggle';

/** The featured item: label, name, artist, cover, 'Abrir en Spotify', preview when there is one, 'Remover'. */
export function ContentCard({
  content,
  removing,
  onRemove,
}: {
  content: MusicItem;
  removing: boolean;
  onRemove: () => void;
}) {
  const titleId = useId();
  return (
    <section className="panel sp-content" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        Contenido destacado
      </h2>
      <div className="sp-item sp-item-large">
        {content.image_url ? (
          <img
            className="sp-cover"
            src={content.image_url}
            alt={`Portada de ${content.name}`}
            width={120}
            height={120}
          />
        ) : null}
        <div className="sp-item-text">
          <span className="sp-kind">{content.content_type === 'album' ? M.album : M.track}</span>
          <p className="sp-item-name">{content.name}</p>
          <p className="sp-item-artist">{content.artist}</p>
          <div className="sp-actions">
            <a className="btn btn-primary btn-sm" href={content.spotify_url} target="_blank" rel="noopener">
              <span>{M.openInSpotify}</span>
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
            {content.preview_url ? <PreviewToggle url={content.preview_url} name={content.name} /> : null}
            <Button variant="ghost" size="sm" className="sp-remove" onClick={onRemove} disabled={removing}>
              {M.remove}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
