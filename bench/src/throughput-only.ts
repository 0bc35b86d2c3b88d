import { startServer } from '../../e2e/support/server-process';
import { createScratchDatabase } from './scratch-database';
import { measureThroughput, type Throughput, throughputTable } from './throughput';

/** `npm run bench:throughput -w bench`: only the throughput table (SQLite, and PostgreSQL when TEST_DATABASE_URL is set). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function column(label: string, env: Record<string, string>): Promise<Throughput> {
  const server = await startServer(env);
  try {
    return await measureThroughput(label, server, SECONDS, CONNECTIONS);
  } finally {
    await server.stop();
  }
}

const columns = [await column('SQLite', {})];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  const database = await createScratchDatabase(baseUrl);
  try {
    columns.push(await column('PostgreSQL', { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
}
console.log(
  `Throughput at ${CONNECTIONS} connections (ratio to the bare route on the same server, same run):`,
);
for (const line of throughputTable(columns)) console.log(line);
