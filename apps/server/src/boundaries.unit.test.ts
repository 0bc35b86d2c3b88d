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

const PROBES: { file: string; imports: string; rule: string | null }[] = [
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
  { file: 'apps/server/src/modules/links', imports: '../goals/goals.service', rule: 'modules-stay-apart' },
  { file: 'apps/server/src/modules/stats', imports: '../links/links.service', rule: 'aggregate-stats' },
  {
    file: 'apps/server/src/integrations/payments',
    imports: '../../modules/payment-connection/connections.repository',
    rule: 'integrations-without-modules',
  },
  {
    file: 'apps/server/src/integrations/mail',
    imports: '../../app-deps',
    rule: 'integrations-without-modules',
  },
  { file: 'apps/server/src/db', imports: '../modules/users/users.repository', rule: 'db-without-modules' },
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
  // Only the activity log's writer is shared, not the module.
  {
    file: 'apps/server/src/modules/links',
    imports: '../activity/activity.repository',
    rule: 'modules-stay-apart',
  },
  // Allowed: a module and the shared users module, an aggregate and a module it declares.
  { file: 'apps/server/src/modules/links', imports: '../../db/activity-log', rule: null },
  { file: 'apps/server/src/modules/stats', imports: '../activity/activity.repository', rule: null },
  { file: 'apps/server/src/modules/goals', imports: '../users/users.repository', rule: null },
  { file: 'apps/server/src/modules/public', imports: '../goals/raised-amount', rule: null },
];

const written = PROBES.map((probe, i) => {
  const file = path.join(probe.file, `boundary-probe-${tag}-${i}.ts`);
  return { ...probe, file };
});

describe('dependency boundaries', () => {
  afterAll(() => {
    for (const probe of written) fs.rmSync(path.join(root, probe.file), { force: true });
  });

  it('fails the lint on each forbidden import and lets the declared ones through', () => {
    for (const probe of written) {
      fs.writeFileSync(path.join(root, probe.file), `import '${probe.imports}';\n`);
    }
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        ...written.map((p) => p.file),
        '--config',
        '.dependency-cruiser.cjs',
        '--max-depth',
        '1',
        '--output-type',
        'err',
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    // What `npm run lint` runs: it fails.
    expect(result.status, result.stderr).not.toBe(0);
    // One line per violation: 'error <rule>: <from> → <to>'.
    const violations = [...result.stdout.matchAll(/error ([\w-]+): (\S+) → (\S+)/g)].map((m) => ({
      rule: m[1],
      from: m[2],
    }));
    for (const probe of written) {
      const found = violations.filter((v) => v.from === probe.file).map((v) => v.rule);
      if (probe.rule) expect(found, `${probe.file} → ${probe.imports}`).toContain(probe.rule);
      else expect(found, `${probe.file} → ${probe.imports}`).toEqual([]);
    }
  }, 120_000);
});
