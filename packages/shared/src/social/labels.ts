/**
 * What the public page needs of the social icons row (issue 24), kept apart from the editor's texts
 * and the validation so the page's script carries only these.
 */
/** The networks, in the order the editor offers them. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'tiktok',
  'youtube',
  'x',
  'facebook',
  'spotify',
  'whatsapp',
  'telegram',
  'twitch',
  'email',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
  spotify: 'Spotify',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  twitch: 'Twitch',
  email: 'Email',
};

export function isSocialNetwork(value: string): value is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/** The icon's counted redirect on the public page: the server counts the click, then sends the visitor on. */
export function socialHref(base: string, username: string, network: SocialNetwork): string {
  return `${base}/s/${encodeURIComponent(username)}/${network}`;
}

/** The row's accessible name on the public page and the editor's section title. */
export const SOCIAL_ROW_NAME = 'Redes sociales';

/** The icon's accessible name on the public page: 'Instagram de Lucía'. */
export function socialIconName(network: SocialNetwork, creatorName: string): string {
  return network === 'email'
    ? `Escribir un email a ${creatorName}`
    : `${SOCIAL_LABELS[network]} de ${creatorName}`;
}

/** One icon as visitors get it (GET /public/{username}: `social`). */
export interface PublicSocialItem {
  network: SocialNetwork;
  url: string;
}
