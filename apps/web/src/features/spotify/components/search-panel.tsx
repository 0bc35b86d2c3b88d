import {
  SPOTIFY_MESSAGES as M,
  type MusicContentKind,
  type MusicItem,
  resultsFoundText,
  SPOTIFY_QUERY_MAX,
} from '@enlaza/shared/spotify';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

const TYPES = [
  { value: 'track', label: M.track },
  { value: 'album', label: M.album },
] as const;

interface SearchPanelProps {
  results: MusicItem[] | null;
  searching: boolean;
  /** The id being saved, if any. */
  selecting: string | null;
  onSearch: (q: string, type: MusicContentKind) => void;
  onSelect: (item: MusicItem) => void;
}

/**
 * Search form (text, Canción/Álbum, 'Buscar') and its results, each with 'Seleccionar' and whether
 * it has a preview (the public widget plays only those).
 */
export function SearchPanel({ results, searching, selecting, onSearch, onSelect }: SearchPanelProps) {
  const titleId = useId();
  const [q, setQ] = useState('');
  const [type, setType] = useState<MusicContentKind>('track');
  const blank = q.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !searching) onSearch(q, type);
  };

  return (
    <section className="panel sp-search" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        Buscar música
      </h2>
      <form className="sp-search-form" onSubmit={submit} aria-labelledby={titleId}>
        <TextField
          label="Canción, álbum o artista"
          name="q"
          type="search"
          value={q}
          maxLength={SPOTIFY_QUERY_MAX}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
        />
        <SelectField
          label="Tipo"
          name="type"
          options={TYPES}
          value={type}
          onChange={(e) => setType(e.target.value === 'album' ? 'album' : 'track')}
        />
        <Button type="submit" disabled={blank || searching} loading={searching}>
          {M.search}
        </Button>
      </form>
      {results === null ? null : (
        <div className="sp-results" aria-live="polite">
          <p className="sp-results-count">
            {results.length ? resultsFoundText(results.length) : M.noResults}
          </p>
          {results.length ? (
            <ul className="sp-results-list">
              {results.map((item) => (
                <li key={`${item.content_type}-${item.spotify_id}`} className="sp-item">
                  {item.image_url ? (
                    <img
                      className="sp-cover sp-cover-small"
                      src={item.image_url}
                      alt=""
                      width={56}
                      height={56}
                    />
                  ) : null}
                  <div className="sp-item-text">
                    <p className="sp-item-name">{item.name}</p>
                    <p className="sp-item-artist">{item.artist}</p>
                    <p className={item.preview_url ? 'sp-preview-tag sp-preview-tag-on' : 'sp-preview-tag'}>
                      {item.preview_url ? M.withPreview : M.withoutPreview}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onSelect(item)}
                    loading={selecting === item.spotify_id}
                    disabled={selecting !== null}
                    aria-label={`${M.select} ${item.name} de ${item.artist}`}
                  >
                    {M.select}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}
