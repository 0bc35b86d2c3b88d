// The whole gate: lint, typecheck and the production build side by side, then the browser journeys
// in real Chromium beside unit + web + integration tests on SQLite followed by the dialect-marked
// integration files on PostgreSQL (when TEST_DATABASE_URL is set). Prints each step's time and when
// it started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-report-'));
const startedAt = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One row per step: label, seconds, ok, and for vitest steps the counts. */
const rows = [];
const notes = [];
/** Every failed test, named again under the summary: a long log's tail is often all that is read. */
const failures = [];

/**
 * The test steps' temp folder (TMPDIR): a fresh folder in /dev/shm when it is a memory file system
 * with room, removed when the run ends. The test apps' and journey servers' SQLite files commit with
 * synchronous=FULL, and on a disk every commit waits for it (several times longer under load).
 */
function memoryTmpDir() {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize < 2 * 1024 ** 3) return null;
    return fs.mkdtempSync('/dev/shm/enlaza-test-');
  } catch {
    return null;
  }
}
const testTmp = memoryTmpDir();
const testEnv = testTmp ? { TMPDIR: testTmp } : {};

/**
 * CPU seconds (user + system) of every finished child process so far, grandchildren included (each
 * parent waits for its own), from /proc; null where there is no /proc. A step's CPU is the change
 * across it; steps side by side share one figure.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime: fields 16 and 17 of stat(5), counted after the command's closing paren.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs one step. Alone, its output streams to the terminal; beside other steps (`buffered`), it is
 * kept and printed in one piece when the step ends, so parallel outputs do not interleave.
 */
function run(label, command, args, { env = {}, buffered = false } = {}) {
  if (!buffered) console.log(`\n▶ ${label}`);
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const child = spawn(command, args, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...(buffered ? { FORCE_COLOR: '1' } : {}), ...env },
  });
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      if (buffered) {
        console.log(`\n▶ ${label} (${ok ? 'ok' : 'FAILED'}, ${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      const cpuAfter = childCpuSeconds();
      const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      const row = { label, seconds, ok, counts: '', from: (started - startedAt) / 1000, cpu };
      rows.push(row);
      resolve(row);
    });
  });
}

function vitestArgs(label, projects, extra) {
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  return { out, args };
}

/**
 * One vitest step; its counts join the totals. A failure is recorded, not fatal here: steps that run
 * side by side all finish (none is left running behind an exit) and the summary names every failure.
 */
async function vitest(label, projects, { env = {}, extra = [], buffered = false } = {}) {
  const { out, args } = vitestArgs(label, projects, extra);
  const row = await run(label, 'npx', args, { env: { ...testEnv, ...env }, buffered });
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const skipped = report.numPendingTests + report.numTodoTests;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += skipped;
    row.counts = `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
    failures.push(...failedTests(label, report));
  }
  return row;
}

/** The failed tests of a vitest JSON report: file, test name and the first line of the error. */
function failedTests(label, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that failed outside its tests (import error, hook timeout) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`${label}: ${name}: ${firstLine(file.message)}`);
    for (const test of failed) {
      lines.push(`${label}: ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return lines;
}

function firstLine(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes out of the error text
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function finish(code, reason) {
  if (testTmp) fs.rmSync(testTmp, { recursive: true, force: true });
  const wall = (Date.now() - startedAt) / 1000;
  const width = Math.max(...rows.map((r) => r.label.length), 10);
  console.log('\n── npm test summary ──');
  const seconds = (value) => `${value.toFixed(1)} s`.padStart(8);
  // Steps that started at the same moment ran side by side.
  // CPU: seconds of both cores the step used (side-by-side steps: everything that ended meanwhile).
  console.log(`  ${'step'.padEnd(width)}     took  started      CPU`);
  for (const r of rows) {
    console.log(
      `${r.ok ? '✓' : '✗'} ${r.label.padEnd(width)} ${seconds(r.seconds)} ${seconds(r.from)} ${r.cpu === null ? '       ?' : seconds(r.cpu)}  ${r.counts}`,
    );
  }
  for (const note of notes) console.log(`- ${note}`);
  console.log(`  ${'whole run (wall time)'.padEnd(width)} ${seconds(wall)}`);
  if (reason) console.log(`stopped: ${reason}`);
  if (failures.length > 0) console.log(`\nfailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  console.log(
    `\ntotal: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(code);
}

// Lint, typecheck and the build read the sources and write nothing the others read: side by side,
// they fill both cores. The tests come after them: the boundaries test writes probe files into the
// sources that the lint must not see.
const chrome = ensureChromium();
const first = await Promise.all([
  run('lint (biome, boundaries)', 'npm', ['run', '-s', 'lint'], { buffered: true }),
  run('typecheck (tsc)', 'npm', ['run', '-s', 'typecheck'], { buffered: true }),
  run('production build', 'npm', ['run', '-s', 'build'], { buffered: true }),
]);
const firstFailed = first.find((r) => !r.ok);
if (firstFailed) finish(1, `${firstFailed.label} failed`);

// The journeys wait on timers, the browser and their servers far more than they compute (about a
// third of a core each), so they run beside the database passes instead of after them.
const journeys = vitest('browser journeys (Chromium)', ['e2e'], {
  env: { CHROME_PATH: chrome },
  buffered: true,
});
async function databasePasses() {
  const sqlite = await vitest('unit, web and integration tests on SQLite', ['unit', 'web', 'integration'], {
    buffered: true,
  });
  if (!process.env.TEST_DATABASE_URL) {
    notes.push('integration tests on PostgreSQL: skipped (TEST_DATABASE_URL not set)');
    console.log('\nTEST_DATABASE_URL not set: the integration suite ran on SQLite only.');
    return [sqlite];
  }
  if (!fs.existsSync(process.env.VARNISHD ?? '/usr/sbin/varnishd')) {
    notes.push('varnish cache suite: skipped (varnishd not installed; .ci/run installs it)');
  }
  // Its files wait on PostgreSQL more than they compute: a third worker fills the idle CPU.
  const postgres = await vitest('dialect-marked integration tests on PostgreSQL', ['dialect'], {
    env: { TEST_DB: 'postgres' },
    extra: ['--maxWorkers=3'],
    buffered: true,
  });
  return [sqlite, postgres];
}
const databases = databasePasses();
const steps = [...(await databases), await journeys];
const failed = steps.filter((r) => !r.ok).map((r) => r.label);
finish(
  failed.length > 0 || totals.failed > 0 ? 1 : 0,
  failed.length > 0 ? `${failed.join(', ')} failed` : undefined,
);
