// npm start: builds the web app and the server only when their build is missing or older than
// the sources it comes from, so a restart does not rebuild anything that has not changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time among the files under these paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return latest;
}

/** Oldest modification time among the outputs; 0 when one is missing. */
function oldest(outputs) {
  let earliest = Number.POSITIVE_INFINITY;
  for (const p of outputs) {
    if (!fs.existsSync(p)) return 0;
    earliest = Math.min(earliest, fs.statSync(p).mtimeMs);
  }
  return earliest;
}

const shared = [at('packages/shared/src'), at('packages/shared/package.json'), at('package-lock.json')];
const targets = [
  {
    name: 'web app',
    outputs: [at('apps/web/dist/client/index.html'), at('apps/web/dist/server/entry-server.js')],
    sources: [
      at('apps/web/src'),
      at('apps/web/build'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/public.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/package.json'),
      ...shared,
    ],
    workspace: 'apps/web',
  },
  {
    name: 'server',
    outputs: [at('apps/server/dist/server.js'), at('apps/server/dist/password-worker.js')],
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json'), ...shared],
    workspace: 'apps/server',
  },
];

for (const target of targets) {
  if (oldest(target.outputs) > newest(target.sources)) {
    console.log(`${target.name}: build is up to date`);
    continue;
  }
  console.log(`${target.name}: building`);
  execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
}
