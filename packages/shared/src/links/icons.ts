/** The 16 icon choices of the links manager (spec 02 §2), as PrimeIcons classes with Spanish labels. */
export const LINK_ICONS = [
  { value: 'pi pi-link', label: 'Enlace' },
  { value: 'pi pi-instagram', label: 'Instagram' },
  { value: 'pi pi-twitter', label: 'Twitter' },
  { value: 'pi pi-youtube', label: 'YouTube' },
  { value: 'pi pi-facebook', label: 'Facebook' },
  { value: 'pi pi-linkedin', label: 'LinkedIn' },
  { value: 'pi pi-github', label: 'GitHub' },
  { value: 'pi pi-globe', label: 'Sitio web' },
  { value: 'pi pi-shopping-cart', label: 'Tienda' },
  { value: 'pi pi-headphones', label: 'Música' },
  { value: 'pi pi-video', label: 'Video' },
  { value: 'pi pi-camera', label: 'Fotos' },
  { value: 'pi pi-envelope', label: 'Email' },
  { value: 'pi pi-phone', label: 'Teléfono' },
  { value: 'pi pi-map-marker', label: 'Ubicación' },
  { value: 'pi pi-calendar', label: 'Evento' },
] as const;

export type LinkIcon = (typeof LINK_ICONS)[number]['value'];

export const DEFAULT_LINK_ICON: LinkIcon = 'pi pi-link';

export const LINK_ICON_VALUES: readonly LinkIcon[] = LINK_ICONS.map((i) => i.value);

export function isLinkIcon(value: string): value is LinkIcon {
  return (LINK_ICON_VALUES as readonly string[]).includes(value);
}

/** Hosts (a domain and its subdomains) that identify an icon, checked in order. */
const HOST_RULES: ReadonlyArray<readonly [LinkIcon, readonly string[]]> = [
  ['pi pi-instagram', ['instagram.com', 'instagr.am']],
  ['pi pi-twitter', ['twitter.com', 'x.com', 't.co']],
  ['pi pi-youtube', ['youtube.com', 'youtu.be']],
  ['pi pi-facebook', ['facebook.com', 'fb.com', 'fb.me', 'fb.watch']],
  ['pi pi-linkedin', ['linkedin.com', 'lnkd.in']],
  ['pi pi-github', ['github.com', 'github.io']],
  ['pi pi-phone', ['wa.me', 'whatsapp.com', 't.me', 'telegram.me', 'telegram.org', 'signal.me']],
  [
    'pi pi-shopping-cart',
    ['mercadolibre.com.ar', 'mercadoshops.com.ar', 'mitiendanube.com', 'tiendanube.com', 'myshopify.com'],
  ],
  ['pi pi-calendar', ['calendly.com', 'cal.com', 'eventbrite.com', 'eventbrite.com.ar', 'passline.com']],
  ['pi pi-map-marker', ['maps.google.com', 'maps.app.goo.gl', 'openstreetmap.org', 'waze.com']],
  ['pi pi-camera', ['flickr.com', '500px.com', 'unsplash.com', 'pinterest.com', 'vsco.co']],
  ['pi pi-globe', ['behance.net', 'dribbble.com', 'wixsite.com', 'wordpress.com', 'carrd.co', 'notion.site']],
  [
    'pi pi-headphones',
    ['spotify.com', 'soundcloud.com', 'music.apple.com', 'bandcamp.com', 'deezer.com', 'tidal.com'],
  ],
  ['pi pi-video', ['vimeo.com', 'twitch.tv', 'tiktok.com', 'kick.com']],
];

/** Words in the title or the address, checked after the hosts. */
const WORD_RULES: ReadonlyArray<readonly [LinkIcon, RegExp]> = [
  ['pi pi-instagram', /instagram/],
  ['pi pi-twitter', /twitter/],
  ['pi pi-youtube', /youtube/],
  ['pi pi-facebook', /facebook/],
  ['pi pi-linkedin', /linkedin/],
  ['pi pi-github', /github/],
  ['pi pi-phone', /whatsapp|telegram|telefono|celular|llamame/],
  ['pi pi-envelope', /\b(e-?mail|mail|correo|contacto|contrataciones)\b/],
  ['pi pi-shopping-cart', /tienda|shop|store|merch|comprar|catalogo/],
  ['pi pi-calendar', /calendario|agenda|turnos?\b|reserva|evento|entradas|tickets?\b/],
  ['pi pi-map-marker', /ubicacion|mapa|direccion|como llegar/],
  // Work and site words before the photo ones: a 'Portfolio' is a website, not a photo gallery.
  [
    'pi pi-globe',
    /portfolio|portafolio|porfolio|\bcv\b|curriculum|\btrabajos?\b|proyectos?\b|servicios|\bwebsite\b/,
  ],
  ['pi pi-camera', /fotos?\b|fotografia|galeria/],
  ['pi pi-headphones', /musica|spotify|podcast|escucha|playlist|disco|album/],
  ['pi pi-video', /video|tiktok|twitch|stream|canal|vivo/],
  ['pi pi-globe', /\bweb\b|\bsite\b|sitio|pagina|blog/],
];

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function hostOf(url: string): string | null {
  try {
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
    return new URL(withScheme).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Picks an icon for a link that has none: by scheme (mailto, tel), then by well-known hosts, then by
 * words in the title and address; otherwise the generic link icon.
 */
export function guessLinkIcon(url: string, title = ''): LinkIcon {
  const address = url.trim().toLowerCase();
  if (address.startsWith('mailto:')) return 'pi pi-envelope';
  if (address.startsWith('tel:')) return 'pi pi-phone';
  const host = hostOf(address);
  if (host) {
    for (const [icon, domains] of HOST_RULES) {
      if (domains.some((d) => host === d || host.endsWith(`.${d}`))) return icon;
    }
    const googleMaps = /(^|\.)google\.[a-z.]+$/.test(host) && address.includes('/maps');
    if (host.startsWith('maps.') || googleMaps) {
      return 'pi pi-map-marker';
    }
  }
  const words = fold(`${title} ${address}`);
  for (const [icon, pattern] of WORD_RULES) {
    if (pattern.test(words)) return icon;
  }
  return DEFAULT_LINK_ICON;
}
