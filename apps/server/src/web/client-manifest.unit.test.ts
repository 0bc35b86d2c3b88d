import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClientManifest } from './client-manifest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-manifest-'));
fs.mkdirSync(path.join(dir, '.vite'));
fs.writeFileSync(
  path.join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/main-a1.js', imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    '_form-c3.js': { file: 'assets/form-c3.js', imports: ['_react-b2.js'] },
    'src/app/routes/auth/login.tsx': { file: 'assets/login-d4.js', imports: ['_form-c3.js', '_react-b2.js'] },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the app entry's scripts, as the pages without the app name them", () => {
  const manifest = loadClientManifest(dir);

  it("are the entry first and what it imports, and then a screen's own chunks, each once", () => {
    expect(manifest.entryScripts()).toEqual(['/assets/main-a1.js', '/assets/react-b2.js']);
    expect(manifest.entryScripts(['src/app/routes/auth/login.tsx'])).toEqual([
      '/assets/main-a1.js',
      '/assets/react-b2.js',
      '/assets/login-d4.js',
      '/assets/form-c3.js',
    ]);
  });

  it('leave out a screen the build does not know', () => {
    expect(manifest.entryScripts(['src/app/routes/gone.tsx'])).toEqual(manifest.entryScripts());
  });
});
