function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The featured track or album as the preview shows it. */
export interface MusicContent {
  content_type: 'track' | 'album';
  name: string;
  artist: string;
  image_url: string | null;
  preview_url: string | null;
  spotify_url: string | null;
}

export function musicFromResponse(res: unknown): MusicContent | null {
  if (!isRecord(res)) return null;
  const data = isRecord(res.data) ? res.data : {};
  const raw = data.content ?? res.content ?? null;
  if (!isRecord(raw)) return null;
  if ((raw.content_type !== 'track' && raw.content_type !== 'album') || typeof raw.name !== 'string') {
    return null;
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    content_type: raw.content_type,
    name: raw.name,
    artist: text(raw.artist) ?? '',
    image_url: text(raw.image_url),
    preview_url: text(raw.preview_url),
    spotify_url: text(raw.spotify_url),
  };
}
