/** What the public page needs of a link shown 'Como reproductor' (issue 24): its provider and texts. */
export type EmbedProvider = 'youtube' | 'spotify' | 'soundcloud' | 'bandcamp' | 'tiktok';

export const EMBED_PROVIDER_LABELS: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  bandcamp: 'Bandcamp',
  tiktok: 'TikTok',
};

export const EMBED_PLAYER_TEXTS = {
  play: 'Reproducir',
  playLabel: (title: string) => `Reproducir ${title}`,
  playerTitle: (provider: EmbedProvider, title: string) =>
    `Reproductor de ${EMBED_PROVIDER_LABELS[provider]}: ${title}`,
} as const;
