import type { SocialNetwork } from './labels';

export const SOCIAL_ITEMS_MAX = 10;

interface HandleRule {
  /** Hosts a pasted profile URL may have (with or without www. / m.). */
  hosts: readonly string[];
  /** A bare handle (the leading @ already removed). */
  handle: RegExp;
  url: (handle: string) => string;
}

const HANDLE_RULES: Record<Exclude<SocialNetwork, 'whatsapp' | 'email' | 'spotify'>, HandleRule> = {
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    handle: /^[A-Za-z0-9._]{1,30}$/,
    url: (h) => `https://www.instagram.com/${h}`,
  },
  tiktok: {
    hosts: ['tiktok.com'],
    handle: /^[A-Za-z0-9._]{2,24}$/,
    url: (h) => `https://www.tiktok.com/@${h}`,
  },
  youtube: {
    hosts: ['youtube.com', 'youtu.be'],
    handle: /^[A-Za-z0-9._-]{3,30}$/,
    url: (h) => `https://www.youtube.com/@${h}`,
  },
  x: {
    hosts: ['x.com', 'twitter.com'],
    handle: /^[A-Za-z0-9_]{1,15}$/,
    url: (h) => `https://x.com/${h}`,
  },
  facebook: {
    hosts: ['facebook.com', 'fb.com'],
    handle: /^[A-Za-z0-9.]{5,50}$/,
    url: (h) => `https://www.facebook.com/${h}`,
  },
  telegram: {
    hosts: ['t.me', 'telegram.me'],
    handle: /^[A-Za-z0-9_]{5,32}$/,
    url: (h) => `https://t.me/${h}`,
  },
  twitch: {
    hosts: ['twitch.tv'],
    handle: /^[A-Za-z0-9_]{4,25}$/,
    url: (h) => `https://www.twitch.tv/${h}`,
  },
};

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^(www|m|mobile)\./, '');
}

/** An https URL on one of `hosts` with something after the host, normalised; else null. */
function profileUrl(value: string, hosts: readonly string[]): string | null {
  const text = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || !hosts.includes(bareHost(url.hostname))) return null;
  if (url.pathname.replace(/\/+$/, '') === '') return null;
  url.protocol = 'https:';
  url.hash = '';
  return url.href;
}

const EMAIL = /^[^@\s:/]+@[^@\s/]+\.[^@\s/]+$/;

/**
 * The address a social icon leads to, from what the creator typed: a handle (with or without @) or
 * a profile URL of that network; a phone number or wa.me link for WhatsApp; an address or mailto:
 * for email. Null when the value does not fit the network.
 */
export function socialUrl(network: SocialNetwork, raw: string): string | null {
  const value = raw.trim();
  if (!value || value.length > 300) return null;
  if (network === 'email') {
    const address = value.replace(/^mailto:/i, '');
    return EMAIL.test(address) ? `mailto:${address}` : null;
  }
  if (network === 'whatsapp') {
    const fromLink = profileUrl(value, ['wa.me', 'api.whatsapp.com']);
    const digits = (fromLink ? new URL(fromLink).pathname.slice(1) : value).replace(/[\s()+-]/g, '');
    return /^\d{8,15}$/.test(digits) ? `https://wa.me/${digits}` : null;
  }
  if (network === 'spotify') {
    const url = profileUrl(value, ['open.spotify.com']);
    return url &&
      /^\/(intl-[a-z-]+\/)?(artist|user|show|playlist|album)\/[A-Za-z0-9]+/.test(new URL(url).pathname)
      ? url
      : null;
  }
  const rule = HANDLE_RULES[network];
  const handle = value.replace(/^@/, '');
  if (rule.handle.test(handle)) return rule.url(handle);
  return /[/.]/.test(value) ? profileUrl(value, rule.hosts) : null;
}
