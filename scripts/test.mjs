// The whole gate: lint, typecheck, unit + web + integration tests (SQLite, then PostgreSQL when
// TEST_DATABASE_URL is set), production build, browser journeys in real Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  summary.push(`${ok ? '✓' : '✗'} ${label} (${seconds}s)`);
  return ok;
}

function step(label, command, args, env = {}) {
  if (!run(label, command, args, env)) finish(1, `${label} failed`);
}

function vitest(label, projects, env = {}) {
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  const ok = run(label, 'npx', args, env);
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    summary.push(`  ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
  if (!ok) finish(1, `${label} failed`);
}

function finish(code, reason) {
  console.log('\n── npm test summary ──');
  for (const line of summary) console.log(line);
  if (reason) console.log(`stopped: ${reason}`);
  console.log(
    `\ntotal: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(code);
}

step('lint (biome, boundaries)', 'npm', ['run', '-s', 'lint']);
step('typecheck (tsc)', 'npm', ['run', '-s', 'typecheck']);
vitest('unit, web and integration tests on SQLite', ['unit', 'web', 'integration']);
if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests on PostgreSQL', ['integration'], { TEST_DB: 'postgres' });
} else {
  summary.push('- integration tests on PostgreSQL: skipped (TEST_DATABASE_URL not set)');
  console.log('\nTEST_DATABASE_URL not set: the integration suite ran on SQLite only.');
}
const chrome = ensureChromium();
step('production build', 'npm', ['run', '-s', 'build']);
vitest('browser journeys (Chromium)', ['e2e'], { CHROME_PATH: chrome });
finish(totals.failed > 0 ? 1 : 0);
