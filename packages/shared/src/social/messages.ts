import { SOCIAL_ROW_NAME, type SocialNetwork } from './labels';
import { SOCIAL_ITEMS_MAX } from './networks';

/** Texts of the social icons row (issue 24). */
export const SOCIAL_MESSAGES = {
  sectionTitle: SOCIAL_ROW_NAME,
  sectionHint: `Hasta ${SOCIAL_ITEMS_MAX} íconos debajo de tu presentación, en el orden que elijas.`,
  networkInvalid: 'Elige una red de la lista',
  valueRequired: 'Ingresa tu usuario o el enlace',
  tooMany: `Puedes mostrar hasta ${SOCIAL_ITEMS_MAX} redes`,
  duplicate: 'Ya agregaste esta red',
  saved: 'Redes sociales guardadas',
  saveFailed: 'Error al guardar las redes sociales',
  loadFailed: 'Error al cargar las redes sociales',
  add: 'Agregar red',
  save: 'Guardar redes',
  empty: 'Todavía no agregaste redes sociales.',
  notFound: 'Red social no encontrada',
} as const;

/** The field error for a value that does not fit its network. */
export const SOCIAL_VALUE_MESSAGES: Record<SocialNetwork, string> = {
  instagram: 'Ingresa tu usuario de Instagram (ej: @tu.usuario) o el enlace a tu perfil',
  tiktok: 'Ingresa tu usuario de TikTok (ej: @tu.usuario) o el enlace a tu perfil',
  youtube: 'Ingresa tu usuario de YouTube (ej: @tucanal) o el enlace a tu canal',
  x: 'Ingresa tu usuario de X (ej: @tu_usuario) o el enlace a tu perfil',
  facebook: 'Ingresa tu usuario de Facebook o el enlace a tu página',
  spotify: 'Ingresa el enlace de tu perfil de Spotify (ej: https://open.spotify.com/artist/…)',
  whatsapp: 'Ingresa tu número con código de país (ej: 5491122334455) o un enlace wa.me',
  telegram: 'Ingresa tu usuario de Telegram (ej: @tu_usuario) o un enlace t.me',
  twitch: 'Ingresa tu usuario de Twitch o el enlace a tu canal',
  email: 'Ingresa un email válido (ej: hola@tudominio.com)',
};

/** What the editor's field suggests for each network. */
export const SOCIAL_PLACEHOLDERS: Record<SocialNetwork, string> = {
  instagram: '@tu.usuario',
  tiktok: '@tu.usuario',
  youtube: '@tucanal',
  x: '@tu_usuario',
  facebook: 'tu.pagina',
  spotify: 'https://open.spotify.com/artist/…',
  whatsapp: '5491122334455',
  telegram: '@tu_usuario',
  twitch: 'tu_canal',
  email: 'hola@tudominio.com',
};
