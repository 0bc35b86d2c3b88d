import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every module service is built once per app and handed to its routes: the composition root
 * (create-deps.ts, and create-money.ts for the money slices) builds each
 * slice's services (a slice's facade service, e.g. DonationsService, may build its own parts), and
 * routes, pages, jobs and ports adapters only receive them. The import rule `services-wired-once`
 * (.dependency-cruiser.cjs) keeps other layers from importing a service; this scan keeps the
 * modules' own routes and helpers from building one.
 */

const SRC = import.meta.dirname;
const BUILT = /\bnew ([A-Z]\w*Service)\(/g;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    if (entry.name.startsWith('boundary-probe-')) return [];
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The module a file belongs to (`modules/<m>/…`), or null. */
function moduleOf(file: string): string | null {
  return /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Each service a file builds, named by the module it comes from: `donations/CheckoutService`. */
export function servicesBuilt(file: string, text: string): string[] {
  const origin = new Map<string, string | null>();
  for (const [, names = '', from = ''] of text.matchAll(IMPORT)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), from));
    for (const name of names.split(','))
      origin.set(name.replace(/^\s*type\s+/, '').trim(), moduleOf(resolved));
  }
  return [...text.matchAll(BUILT)].map(([, name = '']) => `${origin.get(name) ?? moduleOf(file)}/${name}`);
}

describe('services built once', () => {
  const files = sourceFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));
  const builders = new Map<string, string[]>();
  for (const file of files) {
    for (const service of servicesBuilt(file, fs.readFileSync(path.join(SRC, file), 'utf8'))) {
      builders.set(service, [...(builders.get(service) ?? []), file]);
    }
  }

  it('finds the services it looks for (the scan is not blind)', () => {
    expect(builders.get('donations/DonationsService')).toEqual(['create-money.ts']);
    expect(builders.get('links/LinksService')).toEqual(['create-deps.ts']);
    expect(builders.get('donations/CheckoutService')).toEqual(['modules/donations/donations.service.ts']);
    expect(
      servicesBuilt(
        'modules/auth/auth.routes.ts',
        "import { AuthService } from './auth.service';\nconst auth = new AuthService(deps);",
      ),
    ).toEqual(['auth/AuthService']);
  });

  it('builds services only in the composition root (create-deps.ts, create-money.ts) or in their own slice facade', () => {
    const elsewhere = [...builders.values()]
      .flat()
      .filter(
        (file) =>
          !/^create-(deps|money)\.ts$/.test(file) && !/^modules\/[^/]+\/[^/]+\.service\.ts$/.test(file),
      );
    expect(elsewhere).toEqual([]);
  });

  it('builds each service in one place', () => {
    const twice = [...builders].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
  });
});
