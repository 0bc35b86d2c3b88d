import type { EmbedProvider } from './embed-labels';

/** How a link shows on the public page: a button, or a player loaded when the visitor presses play. */
export const LINK_DISPLAYS = ['button', 'embed'] as const;
export type LinkDisplay = (typeof LINK_DISPLAYS)[number];

/** Every origin a player may load from: the CSP's frame-src lists exactly these (and the map's). */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://bandcamp.com',
  'https://www.tiktok.com',
] as const;

export interface LinkEmbed {
  provider: EmbedProvider;
  /** The player's address (one of EMBED_FRAME_ORIGINS). */
  src: string;
}

const SPOTIFY_KINDS = new Set(['track', 'album', 'playlist', 'artist', 'episode', 'show']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const LIST_ID = /^[A-Za-z0-9_-]{10,64}$/;

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtube(url: URL, host: string): LinkEmbed | null {
  const base = 'https://www.youtube-nocookie.com/embed/';
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') id = segments[1];
  else if (segments[0] === 'playlist') {
    const list = url.searchParams.get('list');
    return list && LIST_ID.test(list)
      ? { provider: 'youtube', src: `${base}videoseries?list=${encodeURIComponent(list)}` }
      : null;
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', src: `${base}${id}` } : null;
}

function spotify(url: URL): LinkEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0]?.startsWith('intl-')) segments.shift();
  if (segments[0] === 'embed') segments.shift();
  const [kind, id] = segments;
  if (!kind || !id || !SPOTIFY_KINDS.has(kind) || !/^[A-Za-z0-9]{10,40}$/.test(id)) return null;
  return { provider: 'spotify', src: `https://open.spotify.com/embed/${kind}/${id}` };
}

function soundcloud(url: URL): LinkEmbed | null {
  const path = url.pathname.replace(/\/+$/, '');
  if (path.split('/').filter(Boolean).length < 1) return null;
  const page = `https://soundcloud.com${path}`;
  return { provider: 'soundcloud', src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(page)}` };
}

/**
 * Bandcamp's player needs the album's or track's number, which a public page address does not carry
 * (it is only inside the page itself, and we never fetch third-party pages). So only the player
 * address Bandcamp gives under 'Compartir → Insertar' (bandcamp.com/EmbeddedPlayer/album=…) is taken.
 */
function bandcamp(url: URL): LinkEmbed | null {
  const match = /^\/EmbeddedPlayer\/(?:v=2\/)?((?:album|track)=\d{1,12})(?:\/|$)/.exec(url.pathname);
  return match
    ? {
        provider: 'bandcamp',
        src: `https://bandcamp.com/EmbeddedPlayer/${match[1]}/size=large/tracklist=false/`,
      }
    : null;
}

function tiktok(url: URL): LinkEmbed | null {
  const match =
    /^\/@[^/]+\/video\/(\d{8,25})/.exec(url.pathname) ??
    /^\/(?:embed\/v2|player\/v1)\/(\d{8,25})/.exec(url.pathname);
  return match ? { provider: 'tiktok', src: `https://www.tiktok.com/player/v1/${match[1]}` } : null;
}

/** The player for a link's address, computed from the address alone; null when we cannot embed it. */
export function linkEmbed(rawUrl: string): LinkEmbed | null {
  const url = parse(rawUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com')
    return youtube(url, host);
  if (host === 'open.spotify.com') return spotify(url);
  if (host === 'soundcloud.com') return soundcloud(url);
  if (host === 'bandcamp.com') return bandcamp(url);
  if (host.endsWith('.bandcamp.com')) return null;
  if (host === 'tiktok.com') return tiktok(url);
  return null;
}

/** Why a link cannot be shown as a player (the 'display' field's error). */
export function embedRefusal(rawUrl: string): string {
  const host = parse(rawUrl)?.hostname.toLowerCase() ?? '';
  if (host.endsWith('bandcamp.com')) return LINK_EMBED_MESSAGES.bandcampNeedsPlayer;
  return LINK_EMBED_MESSAGES.unsupported;
}

export const LINK_EMBED_MESSAGES = {
  displayInvalid: 'Elige cómo se muestra el enlace',
  unsupported:
    'Solo puedes mostrar como reproductor enlaces de YouTube, Spotify, SoundCloud, Bandcamp o TikTok',
  bandcampNeedsPlayer:
    'Para Bandcamp, pega el enlace del reproductor (en Bandcamp: Compartir → Insertar, la dirección bandcamp.com/EmbeddedPlayer/…)',
  asButton: 'Como botón',
  asEmbed: 'Como reproductor',
  displayLabel: 'Mostrar',
} as const;

export const LINK_THUMBNAIL_FIELD = 'image';

export const LINK_THUMBNAIL_MESSAGES = {
  missing: 'No se seleccionó ningún archivo',
  tooLarge: 'La imagen es muy grande. Tamaño máximo: 5MB',
  badFormat: 'Formato no válido. Usa JPG, PNG o WebP',
  uploaded: 'Miniatura guardada',
  removed: 'Miniatura eliminada',
  uploadFailed: 'Error al subir la miniatura. Intenta de nuevo.',
  label: 'Miniatura',
  choose: 'Elegir imagen',
  /** The hidden file input's name (the visible control is the 'Elegir imagen' button). */
  chooseFile: 'Elegir imagen de la miniatura',
  hint: 'JPG, PNG o WebP. Máximo 5MB.',
  remove: 'Quitar miniatura',
  uploading: (percent: number) => `Subiendo… ${percent} %`,
} as const;

/** The stored thumbnail's side, in pixels (square, WebP). */
export const LINK_THUMBNAIL_SIZE = 160;
