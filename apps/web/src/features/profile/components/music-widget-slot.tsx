import type { MusicContent } from '../api/get-preview-content';

/**
 * Slot for the featured music widget of the public page (spec 02 §2 "Music widget"). Renders nothing
 * without music content. The preview shows the widget as visitors see it before pressing play; the
 * playing controls belong to the public page.
 */
export function MusicWidgetSlot({ content }: { content: MusicContent | null }) {
  if (!content) return null;
  const heading = content.content_type === 'album' ? 'Álbum destacado' : 'Canción destacada';
  return (
    <div className="pv-card pv-music">
      <p className="pv-card-title">{heading}</p>
      <div className="pv-music-row">
        {content.image_url ? (
          <img className="pv-music-cover" src={content.image_url} alt="" width={56} height={56} />
        ) : null}
        <div className="pv-music-text">
          <strong>{content.name}</strong>
          {content.artist ? <span>{content.artist}</span> : null}
        </div>
      </div>
      <span className="pv-button">Escuchar en Spotify</span>
    </div>
  );
}
