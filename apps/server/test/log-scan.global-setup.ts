import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeLeaks, findLeaks } from './log-secrets';

/**
 * The integration run's log scan: every test app writes its log and the secrets it saw into one
 * folder (see LogCapture); at the end every line of every file is checked against every secret.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-suite-logs-'));
  project.provide('logCaptureDir', dir);
  return () => {
    const names = fs.readdirSync(dir);
    const secrets = new Set<string>();
    for (const name of names.filter((n) => n.endsWith('.secrets.json'))) {
      for (const s of JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as string[]) secrets.add(s);
    }
    const lines = names
      .filter((n) => n.endsWith('.log'))
      .flatMap((n) => fs.readFileSync(path.join(dir, n), 'utf8').split('\n').filter(Boolean));
    const leaks = findLeaks(lines, secrets);
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`log scan: ${lines.length} lines, ${secrets.size} secrets, ${leaks.length} leaks`);
    if (leaks.length) throw new Error(`The integration suite's log holds secrets:\n${describeLeaks(leaks)}`);
  };
}
