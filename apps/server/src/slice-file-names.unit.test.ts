import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name, one meaning (ARCHITECTURE.md's glossary): no two server modules, and no two web features,
 * hold a source file of the same name, so a file's name says which slice's thing it is.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SLICE_ROOTS = ['apps/server/src/modules', 'apps/web/src/features'];
const SOURCE_FILE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

/** File names held by more than one slice under `root`, with the slices that hold each. */
export function sharedFileNames(root: string): Map<string, string[]> {
  const slicesByName = new Map<string, Set<string>>();
  for (const slice of fs.readdirSync(root, { withFileTypes: true })) {
    if (!slice.isDirectory()) continue;
    for (const file of sourceFiles(path.join(root, slice.name))) {
      const name = path.basename(file);
      const slices = slicesByName.get(name) ?? new Set<string>();
      slices.add(slice.name);
      slicesByName.set(name, slices);
    }
  }
  return new Map(
    [...slicesByName]
      .filter(([, slices]) => slices.size > 1)
      .map(([name, slices]) => [name, [...slices].sort()]),
  );
}

describe('slice file names', () => {
  for (const root of SLICE_ROOTS) {
    it(`no two slices of ${root} hold a file of the same name`, () => {
      expect(Object.fromEntries(sharedFileNames(path.join(ROOT, root)))).toEqual({});
    });
  }

  it('finds a name two slices share (probe)', () => {
    const probe = fs.mkdtempSync(path.join(ROOT, 'node_modules/.slice-names-probe-'));
    try {
      for (const slice of ['wall', 'monthly']) {
        fs.mkdirSync(path.join(probe, slice, 'components'), { recursive: true });
        fs.writeFileSync(path.join(probe, slice, 'components', 'supporters-list.tsx'), 'export {};\n');
      }
      fs.writeFileSync(path.join(probe, 'wall', 'wall.service.ts'), 'export {};\n');
      expect(Object.fromEntries(sharedFileNames(probe))).toEqual({
        'supporters-list.tsx': ['monthly', 'wall'],
      });
    } finally {
      fs.rmSync(probe, { recursive: true, force: true });
    }
  });
});
