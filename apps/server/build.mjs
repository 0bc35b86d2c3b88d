// Compiles the server to JavaScript: one ESM bundle per entry in dist/, with packages/shared
// (shipped as TypeScript source) bundled in and every npm dependency left to node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
// `node build.mjs --outdir <dir>` builds elsewhere (the compiled-server test does).
const flag = process.argv.indexOf('--outdir');
const outdir = flag === -1 ? path.join(here, 'dist') : path.resolve(process.argv[flag + 1] ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@enlaza/'));

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    // PasswordHasher looks for its worker beside the code that runs it: dist/password-worker.js.
    'password-worker': 'src/lib/password-worker.ts',
    // ShareCardRenderer's worker, likewise beside the server: dist/share-card-worker.js.
    'share-card-worker': 'src/pages/public/share-card-worker.ts',
    // DonationSheetRenderer's worker: dist/event-donation-pdf.js.
    'event-donation-pdf': 'src/pages/public/event-donation-pdf.ts',
    // AppPageRender's worker (the app pages' React render off the event loop): dist/app-page-worker.js.
    'app-page-worker': 'src/pages/app/app-page-worker.ts',
    // TaxSummaryPdfRenderer's worker: dist/tax-summary-pdf.js.
    'tax-summary-pdf': 'src/modules/tax/tax-summary-pdf.ts',
    'migrate-cli': 'src/cli/migrate-cli.ts',
    'seed-cli': 'src/cli/seed-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
// Data files read beside the code at run time (import.meta.dirname) go beside the bundle.
fs.copyFileSync(
  path.join(here, 'src/integrations/geocoding/localities-ar.psv'),
  path.join(outdir, 'localities-ar.psv'),
);
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
