import http from 'node:http';
import { startServer } from '../../e2e/support/server-process';
import { rssMbOf } from './cold-start';
import { load } from './load';

export interface LiveStreamsResult {
  streams: number;
  rssBeforeMb: number;
  rssWithStreamsMb: number;
  pageWithoutRps: number;
  pageWithRps: number;
}

/** Opens one live stream and resolves once its first `goal` event arrived (the stream is then idle). */
function openStream(baseUrl: string, path: string, agent: http.Agent): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${path}`,
      { agent, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`live stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let text = '';
        const onData = (chunk: string) => {
          text += chunk;
          if (text.includes('event: goal')) {
            res.off('data', onData);
            res.resume();
            resolve(request);
          }
        };
        res.on('data', onData);
      },
    );
    request.on('error', reject);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/**
 * What idle live-stream connections cost one server process: its RSS with `streams` of them open
 * against none, and /u/demo's req/s at `connections` with them open against without. Its own
 * server, so the login budget and the caches of the main run are not touched.
 */
export async function liveStreamsBench(
  streams: number,
  seconds: number,
  connections: number,
): Promise<LiveStreamsResult> {
  const server = await startServer({
    LIVE_MAX_CONNECTIONS: String(streams + 100),
    LIVE_MAX_PER_IP: String(streams + 100),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  let open: http.ClientRequest[] = [];
  const openAll = async () => {
    for (let i = 0; i < streams; i += 50) {
      const batch = Math.min(50, streams - i);
      open.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => openStream(server.url, '/api/public/demo/live', agent)),
        )),
      );
    }
  };
  const closeAll = async () => {
    for (const request of open) request.destroy();
    open = [];
    await settle();
  };
  const page = async () => (await load(server.url, '/u/demo', seconds, connections)).requestsPerSecond;
  try {
    await load(server.url, '/u/demo', 2, connections); // warm-up
    // Alternated twice (without, with, without, with): a loaded machine drifts during the run.
    const without = [await page()];
    // RSS after the page load, so the growth below is the streams' alone.
    await settle();
    const rssBeforeMb = rssMbOf(server.pid);
    await openAll();
    await settle();
    const rssWithStreamsMb = rssMbOf(server.pid);
    const count = open.length;
    const withStreams = [await page()];
    await closeAll();
    without.push(await page());
    await openAll();
    withStreams.push(await page());
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return {
      streams: count,
      rssBeforeMb,
      rssWithStreamsMb,
      pageWithoutRps: mean(without),
      pageWithRps: mean(withStreams),
    };
  } finally {
    for (const request of open) request.destroy();
    agent.destroy();
    await server.stop();
  }
}
