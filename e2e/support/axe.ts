import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

type AxeWindow = Window & { axe?: typeof Axe };

let source: string | undefined;

/**
 * axe's violations on the page (or inside `include`), as "rule: targets" lines; [] when clean.
 *
 * Every rule axe runs by default (WCAG 2.0–2.2 A/AA and best practices), run straight in the page:
 * its source, read once per worker, goes into a document only when that document is first scanned,
 * and only violations are reported. @axe-core/playwright re-injected axe on every scan and finished
 * each one in a new tab, about ten times slower. Inside iframes (only the event map, a third-party
 * page) axe does not look.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  source ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) {
    await page.evaluate(source);
  }
  return page.evaluate(async (selector) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe did not load in the page');
    const { violations } = await axe.run(selector ? { include: [selector] } : document, {
      iframes: false,
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}
