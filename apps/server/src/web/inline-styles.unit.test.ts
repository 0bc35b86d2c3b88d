import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-inline-'));
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'assets', 'page-a1.css'), '.pp-card{color:red}');
fs.writeFileSync(path.join(dir, 'assets', 'odd-b2.css'), '.x::after{content:"</style>"}');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it('puts a built stylesheet inside the page, where it paints without another request', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/page-a1.css"></head>';
    expect(inlineStylesheets(html, dir)).toBe(
      '<head><style data-href="/assets/page-a1.css">.pp-card{color:red}</style></head>',
    );
  });

  it('leaves a link to a missing file, or to CSS that could close the block, as it was', () => {
    const missing = '<link rel="stylesheet" crossorigin href="/assets/gone-c3.css">';
    const odd = '<link rel="stylesheet" crossorigin href="/assets/odd-b2.css">';
    expect(inlineStylesheets(missing + odd, dir)).toBe(missing + odd);
  });

  it('touches only stylesheets of the build, not other links', () => {
    const html =
      '<link rel="stylesheet" href="https://example.com/x.css"><link rel="icon" href="/favicon.svg">';
    expect(inlineStylesheets(html, dir)).toBe(html);
  });
});
