import { z } from 'zod';
import { type Answer, failures, noInput, ok, okWithMessage } from '../http/contract';

const overlayUrl = z.object({ url: z.string() });

/** The stream alert's token in its addresses (an unknown one is a 404, whatever its shape). */
export const overlayTokenParams = z.object({ token: z.string().max(200) });

/** The stream alert (issue 37): its secret address and the events its page reads. */
export const overlayContract = {
  /** The address (the token is made on first use). */
  get: { querystring: noInput, response: { 200: ok(overlayUrl), ...failures(401) } },
  /** A new address; the old one answers 404 from now on. Reads no body. */
  rotate: { body: z.unknown(), response: { 200: okWithMessage(overlayUrl), ...failures(401) } },
  /** 'Probar alerta': a sample card on every open overlay of the creator. */
  test: { body: z.unknown(), response: { 202: okWithMessage(z.object({})), ...failures(401, 429) } },
  /** The overlay page's Server-Sent Events stream, written by the route itself. */
  live: {
    params: overlayTokenParams,
    response: {
      200: z
        .object({})
        .describe(
          'text/event-stream: `event: goal` (the active goal or null) at once and on every change; `event: alert` (OverlayAlert) for each approved donation and each test; `: ping` every 25 s',
        ),
      ...failures(404, 429, 503),
    },
  },
} as const;

export type OverlayAnswer = Answer<typeof overlayContract.get>;
