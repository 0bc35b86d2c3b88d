import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { ANSWER_HEADERS } from './security-headers';

/**
 * Takes an answer over as a server-sent event stream written by hand (hijacked): no compression or JSON
 * serializer may buffer an endless answer. Carries the headers every answer carries (onSend never runs
 * for a hijacked reply) and any set so far, then the client's reconnection delay.
 */
export function openEventStream(reply: FastifyReply, retryMs: number): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries({ ...ANSWER_HEADERS, ...reply.getHeaders() })) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies such as nginx must pass events through at once instead of buffering them.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${retryMs}\n\n`);
  return response;
}
