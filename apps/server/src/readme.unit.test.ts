import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe('the README', () => {
  it('says where development mail goes right where the demo login is described (issue 30)', () => {
    const lines = README.split('\n');
    const login = lines.findIndex((line) => line.includes('demo1234'));
    const outbox = lines.findIndex((line) => line.includes('outbox/'));
    expect(login).toBeGreaterThan(0);
    expect(outbox).toBeGreaterThan(login);
    expect(outbox - login).toBeLessThanOrEqual(5);
  });
});
