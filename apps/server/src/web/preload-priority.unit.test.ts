import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './preload-priority';

describe('lowPriorityPreloads', () => {
  it('marks every module preload low priority, once, and leaves other tags alone', () => {
    const html =
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" href="/x.css">' +
      '<script type="module" crossorigin src="/assets/main.js"></script>';
    const once = lowPriorityPreloads(html);
    expect(once).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js"><link rel="stylesheet" href="/x.css">' +
        '<script type="module" crossorigin src="/assets/main.js"></script>',
    );
    expect(lowPriorityPreloads(once)).toBe(once);
  });
});
