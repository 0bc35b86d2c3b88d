import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of .dependency-cruiser.cjs (checked by `npm run lint`): probe files with one
 * forbidden import each are written into the tree, cruised, and removed again.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tag = randomBytes(4).toString('hex');

interface Probe {
  /** The folder the probe file is written into. */
  file: string;
  imports: string;
  /** The probe file's name, when another probe imports it. */
  name?: string;
  /** The probe's source; a bare `import '…'` unless given (e.g. a type-only import). */
  source?: string;
  rule: string | null;
}

const PROBES: Probe[] = [
  {
    file: 'apps/web/src/features/links',
    imports: '../goals/api/get-active-goal',
    rule: 'web-features-stay-apart',
  },
  {
    file: 'apps/web/src/components/layout',
    imports: '../../features/pwa/components/pwa-chrome',
    rule: 'components-without-features',
  },
  { file: 'apps/server/src/modules/links', imports: '../goals/goal.presenter', rule: 'modules-stay-apart' },
  { file: 'apps/server/src/modules/public', imports: '../music/music.presenter', rule: 'modules-stay-apart' },
  {
    file: 'apps/server/src/modules/stats',
    imports: '../activity/activity.repository',
    rule: 'modules-stay-apart',
  },
  // A type-only import across a boundary is seen too.
  {
    file: 'apps/server/src/modules/goals',
    imports: '../donations/donations.service',
    source:
      "import type { DonationsService } from '../donations/donations.service';\nexport type T = DonationsService;\n",
    rule: 'modules-stay-apart',
  },
  {
    file: 'apps/server/src/modules/links',
    imports: '../goals/goal.presenter',
    source: "export type { GoalRow } from '../goals/goal.presenter';\n",
    rule: 'modules-stay-apart',
  },
  // No module imports another module's service; outside the modules only create-deps does.
  { file: 'apps/server/src/modules/public', imports: '../events/events.service', rule: 'services-stay-home' },
  { file: 'apps/server/src/http', imports: '../modules/goals/goals.service', rule: 'services-wired-once' },
  {
    file: 'apps/server/src/pages/public',
    imports: '../../modules/public/public.presenter',
    rule: 'pages-without-modules',
  },
  { file: 'apps/server/src/ports', imports: '../modules/goals/goal.presenter', rule: 'ports-stand-alone' },
  // The account imports no module, page, port or the app wiring (the modules import it).
  {
    file: 'apps/server/src/accounts',
    imports: '../modules/links/links.repository',
    rule: 'accounts-without-modules',
  },
  { file: 'apps/server/src/accounts', imports: '../ports/owned-lists', rule: 'accounts-without-modules' },
  {
    file: 'apps/server/src/modules/exports',
    imports: '../donations/donations.repository',
    rule: 'modules-stay-apart',
  },
  { file: 'apps/server/src/lib', imports: '../modules/links/links.routes', rule: 'lib-without-modules' },
  {
    file: 'apps/server/src/integrations/payments',
    imports: '../../modules/payment-connection/connections.repository',
    rule: 'integrations-without-modules',
  },
  {
    file: 'apps/server/src/integrations/mail',
    imports: '../../app-deps',
    source: "import type { AppDeps } from '../../app-deps';\nexport type T = AppDeps;\n",
    rule: 'integrations-without-modules',
  },
  { file: 'apps/server/src/db', imports: '../modules/links/links.repository', rule: 'db-without-modules' },
  {
    file: 'apps/server/src/modules/goals',
    imports: '../../plugins/authenticate',
    rule: 'modules-without-plugins',
  },
  // The two money slices never import each other.
  {
    file: 'apps/server/src/modules/donations',
    imports: '../payment-connection/connections.repository',
    rule: 'modules-stay-apart',
  },
  {
    file: 'apps/server/src/modules/payment-connection',
    imports: '../donations/donations.repository',
    rule: 'modules-stay-apart',
  },
  // The unit tests' fakes stay out of product code (a type-only import too); tests may use them.
  {
    file: 'apps/server/src/modules/goals',
    imports: '../../../test/fakes/fake-goals-store',
    source:
      "import type { FakeGoalsStore } from '../../../test/fakes/fake-goals-store';\nexport type S = FakeGoalsStore;\n",
    rule: 'product-without-test-code',
  },
  // A new circle, even of type-only imports: two files that import each other.
  {
    file: 'apps/server/src/modules/goals',
    name: `boundary-probe-circle-a-${tag}.ts`,
    imports: `./boundary-probe-circle-b-${tag}`,
    source: `import type { B } from './boundary-probe-circle-b-${tag}';\nexport type A = B | 1;\n`,
    rule: 'no-circular',
  },
  {
    file: 'apps/server/src/modules/goals',
    name: `boundary-probe-circle-b-${tag}.ts`,
    imports: `./boundary-probe-circle-a-${tag}`,
    source: `import type { A } from './boundary-probe-circle-a-${tag}';\nexport type B = A | 2;\n`,
    // The circle is reported once, from the file the cruise met first.
    rule: null,
  },
  // Product code imports no simulator, fake server or test helper, even type-only.
  {
    file: 'apps/server/src/pages/public',
    imports: '../../integrations/payments/simulator/simulator-payments',
    rule: 'product-without-simulators',
  },
  {
    file: 'apps/server/src/modules/music',
    imports: '../../integrations/music/simulator/simulator-music',
    source:
      "import type { SimulatorMusic } from '../../integrations/music/simulator/simulator-music';\nexport type T = SimulatorMusic;\n",
    rule: 'product-without-simulators',
  },
  {
    file: 'apps/server/src/http',
    imports: '../integrations/simulator-html',
    rule: 'product-without-simulators',
  },
  {
    file: 'apps/server/src/lib',
    imports: '../integrations/mail/testing/fake-smtp-server',
    rule: 'product-without-simulators',
  },
  { file: 'apps/server/src/db', imports: '../../test/test-clock', rule: 'product-without-simulators' },
  {
    file: 'apps/server/src/web',
    imports: '../integrations/geocoding/simulator-geocoder',
    rule: 'product-without-simulators',
  },
  // Allowed: a simulator takes the page helpers; the demo seed drives the simulators.
  {
    file: 'apps/server/src/integrations/payments/simulator',
    imports: '../../../http/form-posts',
    rule: null,
  },
  {
    file: 'apps/server/src/cli/seed',
    imports: '../../integrations/payments/simulator/simulator-payments',
    rule: null,
  },
  // Allowed: a module and the ports or the account, create-deps and a service.
  { file: 'apps/server/src/modules/links', imports: '../../ports/public-page-changes', rule: null },
  { file: 'apps/server/src/modules/stats', imports: '../../ports/activity-feed', rule: null },
  { file: 'apps/server/src/modules/profile', imports: '../../accounts/users.repository', rule: null },
  { file: 'apps/server/src/modules/public', imports: '../../ports/featured-music-reads', rule: null },
  { file: 'apps/server/src/pages/app', imports: '../../ports/public-reads', rule: null },
];

const written = PROBES.map((probe, i) => {
  const file = path.join(probe.file, probe.name ?? `boundary-probe-${tag}-${i}.ts`);
  return { ...probe, file };
});

describe('dependency boundaries', () => {
  afterAll(() => {
    for (const probe of written) fs.rmSync(path.join(root, probe.file), { force: true });
  });

  it('fails the lint on each forbidden import and lets the declared ones through', {
    timeout: 120_000,
    retry: 1,
  }, () => {
    for (const probe of written) {
      fs.writeFileSync(path.join(root, probe.file), probe.source ?? `import '${probe.imports}';\n`);
    }
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        ...written.map((p) => p.file),
        '--config',
        '.dependency-cruiser.cjs',
        // Two levels: a circle between two probes closes on the second.
        '--max-depth',
        '2',
        '--output-type',
        'err',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        // Plain text to read: the gate asks its steps for colours (FORCE_COLOR), which would wrap the
        // first rule name in escape codes.
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      },
    );
    // What `npm run lint` runs: it fails.
    expect(result.status, result.stderr).not.toBe(0);
    // One entry per violation: 'error <rule>: <from> → <to>' (a circle lists its files on the lines after).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escape codes are what is removed
    const plain = result.stdout.replace(/\u001b\[[0-9;]*m/g, '');
    const violations = [...plain.matchAll(/error ([\w-]+): (\S+) →\s+(\S+)/g)].map((m) => ({
      rule: m[1],
      from: m[2],
    }));
    for (const probe of written) {
      const found = violations.filter((v) => v.from === probe.file).map((v) => v.rule);
      const said = `${probe.file} → ${probe.imports}\n${result.stdout.slice(0, 2000)}\n${result.stderr.slice(0, 2000)}`;
      if (probe.rule) expect(found, said).toContain(probe.rule);
      else expect(found, said).toEqual([]);
    }
  });
});
