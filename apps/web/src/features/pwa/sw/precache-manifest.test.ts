import { describe, expect, it } from 'vitest';
import { assetsOfHtml } from './precache-manifest';

describe('precache manifest', () => {
  it('lists the scripts, preloads and styles a built page loads from /assets, once each', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-B1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-C2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-D3.css">
      <link rel="modulepreload" href="/assets/vendor-C2.js">
      <a href="https://example.com/assets/x.js">x</a>
    </head></html>`;
    expect(assetsOfHtml(html)).toEqual([
      '/assets/index-B1.js',
      '/assets/vendor-C2.js',
      '/assets/index-D3.css',
    ]);
  });
});
