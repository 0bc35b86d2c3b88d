import Fastify from 'fastify';

/**
 * The comparison for the fixed toll (issue 38): a Fastify route with no plugin, no hook and no logger,
 * answering what /api/ping answers. Prints its address on stdout once listening.
 */
const app = Fastify({ logger: false });
app.get('/api/ping', async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
