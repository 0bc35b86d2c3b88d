import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's violations on the page (or inside `include`), as "rule: targets" lines; [] when clean. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
