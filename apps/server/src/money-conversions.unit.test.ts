import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Money is converted only by `Money` (`packages/shared/src/money`): centavos to pesos, pesos to
 * centavos and centavos to text (`Money.fromCents(…).pesos`, `Money.fromPesos`, `Money.formatCents`),
 * typed amounts read by `Money.parseWholePesos`. A hand `/ 100` or `* 100` (or `100 *`, or a
 * `= 100` constant) on a line that names an amount (cents, pesos, amount, price, monto, formatARS…)
 * anywhere else in the product's source fails here. Tests and test doubles are left out.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['packages/shared/src', 'apps/web/src', 'apps/server/src'];
const MONEY_MODULE = 'packages/shared/src/money/';
const SOURCE_FILE = /\.tsx?$/;
const LEFT_OUT = /\.test\.tsx?$|\/testing\//;

const HUNDRED = /[/*]\s*100(?![\d.])|(?<![\w.])100\s*\*|=\s*100\s*[;,)]/;
const MONEY_WORDS = new Set([
  'cent',
  'cents',
  'centavo',
  'centavos',
  'peso',
  'pesos',
  'amount',
  'amounts',
  'price',
  'prices',
  'monto',
  'montos',
  'precio',
  'ars',
  'money',
]);
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** The words of a line's identifiers: `payload.amount_cents`, `formatARS`, `totalCents` → amount, cents, format, ars, total, cents. */
function wordsOf(line: string): string[] {
  return (line.match(IDENTIFIER) ?? []).flatMap((identifier) =>
    identifier
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(/[\s_$]+/)
      .filter(Boolean)
      .map((word) => word.toLowerCase()),
  );
}

/** The lines of a source that convert money by hand (1-based line numbers). */
export function handConversions(text: string): number[] {
  return text.split('\n').flatMap((raw, i) => {
    if (COMMENT_LINE.test(raw)) return [];
    const line = raw.replace(/\s\/\/.*$/, '');
    return HUNDRED.test(line) && wordsOf(line).some((word) => MONEY_WORDS.has(word)) ? [i + 1] : [];
  });
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full).flatMap((name) => sourceFiles(path.posix.join(entry, name)));
}

/** Every product source file outside the money module with the lines where it converts by hand. */
function scan(): string[] {
  return SOURCES.flatMap(sourceFiles)
    .filter((file) => SOURCE_FILE.test(file) && !LEFT_OUT.test(file) && !file.startsWith(MONEY_MODULE))
    .flatMap((file) =>
      handConversions(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`),
    );
}

describe('money conversions only through Money', () => {
  it('knows a hand conversion when it sees one, and a percentage or a comment when it does not', () => {
    for (const line of [
      'const amount = formatARS(payload.amount_cents / 100);',
      'amount: Number(row.amount_cents) / 100,',
      'const pesos = (cents: number) => formatARS(cents/100);',
      'target_amount_cents: Math.round(input.target_amount * 100),',
      'const cents = 100 * pesos;',
      'sum + r.priceCents / 100',
      'const CENTS_PER_PESO = 100;',
      'sql`select sum(amount_cents) / 100 as total from donations`',
    ]) {
      expect(handConversions(line), line).toEqual([1]);
    }
    for (const line of [
      'const percentage = Math.round(((current - previous) / previous) * 100);',
      'const width = Math.round((item.value / max) * 100);',
      'const amount = Money.formatCents(payload.amount_cents);',
      'amount: Money.fromCents(row.amount_cents).pesos,',
      '/** The "12/100" under a text field: 100 * cents of nothing. */',
      '// amount_cents / 100 was how it was written before',
      'amountMin: 100,',
      'const percent = target > 0 ? Math.round((current / target) * 100) : 0;',
    ]) {
      expect(handConversions(line), line).toEqual([]);
    }
  });

  describe('the scan of the source tree', () => {
    // Probe files planted in each tree, named as boundaries.unit.test.ts names its own (so the other
    // source scans leave them out); the one inside the money module is allowed.
    const tag = randomBytes(4).toString('hex');
    const PLANTED = SOURCES.map((dir) => `${dir}/boundary-probe-money-${tag}.ts`);
    const ALLOWED_PROBE = `${MONEY_MODULE}boundary-probe-money-${tag}.ts`;
    const PROBE_SOURCE =
      '// A probe of money-conversions.unit.test.ts.\nexport const shown = (amount_cents: number) => String(amount_cents / 100);\n';

    afterAll(() => {
      for (const file of [...PLANTED, ALLOWED_PROBE]) fs.rmSync(path.join(ROOT, file), { force: true });
    });

    it('catches a hand conversion planted in server, web and shared, and not in the money module', () => {
      try {
        for (const file of [...PLANTED, ALLOWED_PROBE]) fs.writeFileSync(path.join(ROOT, file), PROBE_SOURCE);
        const found = scan().filter((hit) => hit.includes(`boundary-probe-money-${tag}`));
        expect(found.sort()).toEqual(PLANTED.map((file) => `${file}:2`).sort());
      } finally {
        for (const file of [...PLANTED, ALLOWED_PROBE]) fs.rmSync(path.join(ROOT, file), { force: true });
      }
    });

    it('finds no hand conversion of money outside Money', () => {
      expect(scan().filter((hit) => !hit.includes('boundary-probe-'))).toEqual([]);
    });
  });
});
