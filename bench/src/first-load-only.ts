import { startServer } from '../../e2e/support/server-process';
import { FIRST_LOAD_PAGES, firstLoadLines, firstLoadScript } from './first-load-script';

/** `npm run bench:first-load -w bench`: script each public page loads on a first visit (bytes only, no timing). */
const server = await startServer();
try {
  const rows = [];
  for (const path of FIRST_LOAD_PAGES) rows.push(await firstLoadScript(server.url, path));
  console.log('First-load script (gzip, as the browser receives it):');
  for (const line of firstLoadLines(rows)) console.log(line);
} finally {
  await server.stop();
}
