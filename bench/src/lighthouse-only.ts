import { startServer } from '../../e2e/support/server-process';
import { lighthouseRun, lighthouseTable } from './lighthouse';

/** `npm run bench:lighthouse -w bench`: only the Lighthouse table, against the current build. */
const server = await startServer();
try {
  console.log('Lighthouse mobile (performance; same machine, same run):');
  console.log(lighthouseTable(await lighthouseRun(server.url)));
} finally {
  await server.stop();
}
