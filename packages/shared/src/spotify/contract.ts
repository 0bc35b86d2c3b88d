import { z } from 'zod';
import { type Answer, failures, noInput } from '../http/contract';

/** The featured music of spec 02 §2 "Music-streaming screen", §5, §7 "Music" and §8 "Music". */

export const MUSIC_CONTENT_TYPES = ['track', 'album'] as const;
export type MusicContentKind = (typeof MUSIC_CONTENT_TYPES)[number];

export const SPOTIFY_SEARCH_LIMIT_DEFAULT = 10;
export const SPOTIFY_SEARCH_LIMIT_MAX = 20;
export const SPOTIFY_QUERY_MAX = 100;
/** Spec 02 §9: the music screen's toast lasts 3000 ms, success or error. */
export const SPOTIFY_TOAST_MS = 3000;

export const SPOTIFY_MESSAGES = {
  // Spec 02 §8, errors ('Error al obtener contenido de Spotify' is never shown: a failed load is silent).
  connectFailed: 'Error al conectar con Spotify',
  statusFailed: 'Error al verificar estado de Spotify',
  searchFailed: 'Error al buscar en Spotify',
  saveFailed: 'Error al guardar contenido de Spotify',
  removeFailed: 'Error al remover contenido de Spotify',
  disconnectFailed: 'Error al desconectar Spotify',
  // Spec 02 §8, successes.
  connected: '¡Spotify conectado exitosamente!',
  contentUpdated: 'Contenido actualizado exitosamente',
  contentRemoved: 'Contenido removido',
  disconnected: 'Spotify desconectado exitosamente',
  // Spec 02 §5, confirmations.
  confirmRemove: '¿Estás seguro de que deseas remover este contenido?',
  confirmDisconnect: '¿Estás seguro de que deseas desconectar tu cuenta de Spotify?',
  // Spec 02 §2, the screen.
  connect: 'Conectar con Spotify',
  connecting: 'Conectando...',
  openInSpotify: 'Abrir en Spotify',
  remove: 'Remover',
  search: 'Buscar',
  select: 'Seleccionar',
  noResults: 'No se encontraron resultados',
  disconnect: 'Desconectar cuenta',
  track: 'Canción',
  album: 'Álbum',
  preview: 'Preview',
  pause: 'Pausar',
  /** A search result the widget can play (it has a preview), and one it can't. */
  withPreview: 'Con vista previa',
  withoutPreview: 'Sin vista previa',
  // Server answers.
  notConnected: 'Conecta tu cuenta de Spotify para continuar',
  reconnectNeeded: 'Tu conexión con Spotify venció. Vuelve a conectar tu cuenta.',
  itemNotFound: 'No encontramos ese contenido en Spotify',
  queryRequired: 'Escribe qué quieres buscar',
  queryTooLong: `La búsqueda admite hasta ${SPOTIFY_QUERY_MAX} caracteres`,
  typeInvalid: 'El tipo debe ser canción (track) o álbum (album)',
  limitInvalid: `La cantidad de resultados debe ser un número entre 1 y ${SPOTIFY_SEARCH_LIMIT_MAX}`,
  idInvalid: 'El identificador de Spotify no es válido',
} as const;

/** '{n} resultados encontrados' (spec 02 §2). */
export function resultsFoundText(n: number): string {
  return `${n} resultados encontrados`;
}

/** 'Error: {spotify_error}' (spec 02 §2), for a failed return from the authorization. */
export function callbackErrorText(code: string): string {
  return `Error: ${code}`;
}

const M = SPOTIFY_MESSAGES;

/** Spotify ids are base-62, 22 characters; the simulator's are shorter. */
const spotifyId = z
  .string({ error: M.idInvalid })
  .trim()
  .regex(/^[A-Za-z0-9]{1,64}$/, M.idInvalid);

const contentType = z.enum(MUSIC_CONTENT_TYPES, { error: M.typeInvalid });

/** GET /spotify/search?q&type&limit. Blank or whitespace-only text is refused (spec 02 §5). */
export const spotifySearchQuerySchema = z.object({
  q: z
    .string({ error: M.queryRequired })
    .trim()
    .min(1, M.queryRequired)
    .max(SPOTIFY_QUERY_MAX, M.queryTooLong),
  type: contentType.optional().transform((v) => v ?? 'track'),
  limit: z
    .string({ error: M.limitInvalid })
    .regex(/^\d{1,3}$/, M.limitInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= SPOTIFY_SEARCH_LIMIT_MAX, M.limitInvalid)
    .optional()
    .transform((n) => n ?? SPOTIFY_SEARCH_LIMIT_DEFAULT),
});
export type SpotifySearchQuery = z.output<typeof spotifySearchQuerySchema>;

const optionalText = z.string().max(2048).nullable().optional();

/**
 * POST /spotify/content: the spec's body. Only `spotify_id` and `content_type` are used: the server
 * looks the item up at the provider and stores what the provider says, never the other fields.
 */
export const spotifyContentBodySchema = z.object({
  spotify_id: spotifyId,
  content_type: contentType,
  name: optionalText,
  artist: optionalText,
  image_url: optionalText,
  preview_url: optionalText,
  spotify_url: optionalText,
});
export type SpotifyContentBody = z.input<typeof spotifyContentBodySchema>;

/** A track or album as the provider describes it (spec 02 §3 "Music content"). */
export const musicItemSchema = z.object({
  spotify_id: z.string(),
  content_type: contentType,
  name: z.string(),
  artist: z.string(),
  image_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  spotify_url: z.string(),
});
export type MusicItem = z.infer<typeof musicItemSchema>;

export const spotifyStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({
    is_authorized: z.boolean(),
    has_content: z.boolean(),
    /** The provider refused the stored refresh token: only a new authorization helps. */
    needs_reconnection: z.boolean(),
  }),
});
export type SpotifyStatus = z.infer<typeof spotifyStatusResponse>['data'];

export const spotifyInitiateResponse = z.object({
  success: z.literal(true),
  data: z.object({ oauth_url: z.string() }),
});

/** The connection as the creator sees it: never a token. */
export const spotifyConnectionSchema = z.object({
  status: z.enum(['connected', 'needs_reconnection']),
  provider_user_id: z.string(),
  display_name: z.string().nullable(),
  connected_at: z.string(),
  simulated: z.boolean(),
});
export type SpotifyConnection = z.infer<typeof spotifyConnectionSchema>;

export const spotifyConnectionResponse = z.object({
  success: z.literal(true),
  data: z.object({ connection: spotifyConnectionSchema.nullable() }),
});

export const spotifySearchResponse = z.object({
  success: z.literal(true),
  data: z.object({ results: z.array(musicItemSchema) }),
});

export const spotifyContentResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ content: musicItemSchema.nullable() }),
});

export const spotifyMessageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** The provider's return: whatever it sends is read by the route (a bad state is a redirect, not a 400). */
const spotifyCallbackQuery = z.object({
  code: z.unknown().optional(),
  state: z.unknown().optional(),
  error: z.unknown().optional(),
});

/** The creator's Spotify connection and featured music (spec 02 §7 "Music"). */
export const spotifyContract = {
  status: { querystring: noInput, response: { 200: spotifyStatusResponse, ...failures(401, 503) } },
  initiate: { body: z.unknown(), response: { 200: spotifyInitiateResponse, ...failures(401, 429, 503) } },
  /** 302 to the music panel with the outcome in its query string. */
  callback: {
    querystring: spotifyCallbackQuery,
    response: { 302: z.null().describe('Redirect'), ...failures() },
  },
  connection: { querystring: noInput, response: { 200: spotifyConnectionResponse, ...failures(401) } },
  disconnect: { querystring: noInput, response: { 200: spotifyMessageResponse, ...failures(401, 503) } },
  revoke: { body: z.unknown(), response: { 200: spotifyMessageResponse, ...failures(401, 503) } },
  search: {
    querystring: spotifySearchQuerySchema,
    response: { 200: spotifySearchResponse, ...failures(400, 401, 409, 429, 502) },
  },
  content: { querystring: noInput, response: { 200: spotifyContentResponse, ...failures(401) } },
  select: {
    body: spotifyContentBodySchema,
    response: { 200: spotifyContentResponse, ...failures(400, 401, 404, 409, 429, 502) },
  },
  removeContent: { querystring: noInput, response: { 200: spotifyMessageResponse, ...failures(401) } },
} as const;

export type SpotifyStatusAnswer = Answer<typeof spotifyContract.status>;
export type SpotifyConnectionAnswer = Answer<typeof spotifyContract.connection>;
export type SpotifySearchAnswer = Answer<typeof spotifyContract.search>;
export type SpotifyContentAnswer = Answer<typeof spotifyContract.content>;
