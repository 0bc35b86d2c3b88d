/**
 * Sites whose links reach a page through another host name. t.co is X's link wrapper, so it counts as
 * 'x.com' together with x.com and twitter.com: a creator sees one line for the network, not three.
 */
const ALIASES: Record<string, string> = {
  't.co': 'x.com',
  'twitter.com': 'x.com',
  'youtu.be': 'youtube.com',
  'fb.com': 'facebook.com',
  'fb.me': 'facebook.com',
  'lnkd.in': 'linkedin.com',
  'wa.me': 'whatsapp.com',
  'ig.me': 'instagram.com',
};

/** Second-level labels under a country code that are not a site themselves: 'com.ar', 'gob.ar', 'co.uk'. */
const GENERIC_SECOND_LEVEL = new Set([
  'com',
  'net',
  'org',
  'gob',
  'gov',
  'edu',
  'co',
  'ac',
  'mil',
  'int',
  'tur',
]);

/**
 * The site a referring host belongs to: 'l.instagram.com' and 'www.instagram.com' are
 * 'instagram.com', 'm.facebook.com' is 'facebook.com', 'www.clarin.com.ar' is 'clarin.com.ar'.
 * '' when there is no referrer (shown as 'Directo').
 */
export function referrerSite(host: string | null): string {
  const name = host?.trim().toLowerCase().replace(/\.$/, '') ?? '';
  if (!name) return '';
  // An address such as 192.168.0.1 or [::1] has no site above it.
  if (/^[\d.]+$/.test(name) || name.includes(':')) return name;
  const labels = name.split('.');
  const last = labels.at(-1) ?? '';
  const second = labels.at(-2) ?? '';
  const keep = last.length === 2 && GENERIC_SECOND_LEVEL.has(second) ? 3 : 2;
  const site = labels.slice(-keep).join('.');
  return ALIASES[site] ?? site;
}
