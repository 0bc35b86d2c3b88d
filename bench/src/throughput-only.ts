import { startServer } from '../../e2e/support/server-process';
import { measureThroughput, postgresThroughput, throughputTable } from './throughput';

/** `npm run bench:throughput -w bench`: only the throughput table (SQLite, and PostgreSQL when TEST_DATABASE_URL is set). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = await startServer();
const columns = [
  await measureThroughput('SQLite', server, SECONDS, CONNECTIONS).finally(() => server.stop()),
];
const postgres = await postgresThroughput(SECONDS, CONNECTIONS);
if (postgres) columns.push(postgres);
console.log(
  `Throughput at ${CONNECTIONS} connections (ratio to the bare route on the same server, same run):`,
);
for (const line of throughputTable(columns)) console.log(line);
