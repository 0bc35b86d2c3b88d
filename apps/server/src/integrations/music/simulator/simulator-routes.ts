import type { MusicContentKind } from '@enlaza/shared/spotify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptFormPosts, type Form, formField } from '../../../http/form-posts';
import { noStore, sendHtml } from '../../../http/html-answers';
import { coverIdOf, findTrack, itemOf, SPOTIFY_SIMULATOR_PATH } from './catalogue-search';
import { coverSvg } from './covers';
import { previewWav } from './preview-audio';
import type { SimulatorMusic } from './simulator-music';
import { consentPage, itemPage, messagePage } from './simulator-pages';
import { newAuthorizationCode } from './simulator-tokens';

const DAY_SECONDS = 86_400;

const notFoundPage = () => messagePage('No encontrado', 'Este contenido no existe en el simulador.');

/** Generated once per process: the same id always gives the same bytes. */
const previews = new Map<string, Buffer>();

/**
 * The simulator's side of Spotify at our own host: the consent page, the item pages 'Abrir en
 * Spotify' leads to, and the generated covers and previews. Mounted only without Spotify credentials.
 */
export async function musicSimulatorRoutes(
  app: FastifyInstance,
  publicUrl: string,
  simulator: SimulatorMusic,
) {
  /** Only our own callback may receive the simulated code (no open redirect). */
  const ownUrl = (value: string | null): value is string => value?.startsWith(`${publicUrl}/`) === true;
  const invalid = (reply: FastifyReply) =>
    sendHtml(
      noStore(reply),
      messagePage('Solicitud inválida', 'Falta la información de la autorización.'),
      400,
    );

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    const action = `${SPOTIFY_SIMULATOR_PATH}/autorizar`;

    scope.get(action, async (request, reply) => {
      const state = formField(request.query, 'state');
      const redirectUri = formField(request.query, 'redirect_uri');
      const codeChallenge = formField(request.query, 'code_challenge');
      if (!state || !codeChallenge || !ownUrl(redirectUri)) return invalid(reply);
      return sendHtml(noStore(reply), consentPage({ state, redirectUri, codeChallenge, action }));
    });

    scope.post<{ Body: Form }>(action, async (request, reply) => {
      const state = formField(request.body, 'state');
      const redirectUri = formField(request.body, 'redirect_uri');
      const codeChallenge = formField(request.body, 'code_challenge');
      if (!state || !codeChallenge || !ownUrl(redirectUri)) return invalid(reply);
      const target = new URL(redirectUri);
      const account = await simulator.accountForState(state);
      if (formField(request.body, 'decision') === 'autorizar' && account) {
        target.searchParams.set('code', newAuthorizationCode(account, codeChallenge));
      } else {
        target.searchParams.set('error', 'access_denied');
      }
      target.searchParams.set('state', state);
      return reply.redirect(target.toString(), 303);
    });

    scope.get<{ Params: { file: string } }>(
      `${SPOTIFY_SIMULATOR_PATH}/portadas/:file`,
      async (request, reply) => {
        const id = request.params.file.replace(/\.svg$/, '');
        const svg = coverSvg(id);
        if (!svg) return sendHtml(noStore(reply), notFoundPage(), 404);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', `public, max-age=${DAY_SECONDS}`)
          .send(svg);
      },
    );

    scope.get<{ Params: { file: string } }>(
      `${SPOTIFY_SIMULATOR_PATH}/previews/:file`,
      async (request, reply) => {
        const id = request.params.file.replace(/\.wav$/, '');
        if (!findTrack(id)?.hasPreview) return sendHtml(noStore(reply), notFoundPage(), 404);
        let wav = previews.get(id);
        if (!wav) {
          wav = previewWav(id);
          previews.set(id, wav);
        }
        return reply
          .header('content-type', 'audio/wav')
          .header('cache-control', `public, max-age=${DAY_SECONDS}`)
          .header('accept-ranges', 'none')
          .send(wav);
      },
    );

    const itemRoute = (type: MusicContentKind, segment: string) =>
      scope.get<{ Params: { id: string } }>(
        `${SPOTIFY_SIMULATOR_PATH}/${segment}/:id`,
        async (request, reply) => {
          const item = coverIdOf(type, request.params.id) ? itemOf(publicUrl, type, request.params.id) : null;
          return item
            ? sendHtml(noStore(reply), itemPage(item))
            : sendHtml(noStore(reply), notFoundPage(), 404);
        },
      );
    itemRoute('track', 'cancion');
    itemRoute('album', 'album');
  });
}
