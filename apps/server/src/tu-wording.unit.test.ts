import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user reads speaks with 'tú' (the spec's texts do): no voseo ('Ingresá', 'Elegí',
 * 'podés', 'vos') may come back. Scans the product's own source (shared messages, web app, server
 * pages, simulators, mails, PDF); tests and test doubles are left out, since they hold sample data.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = [
  'packages/shared/src',
  'apps/web/src',
  'apps/server/src',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/aportar.html',
];
const SOURCE_FILE = /\.(ts|tsx|html)$/;
// boundaries.unit.test.ts writes (and removes) its probe files in the tree while other files run.
const LEFT_OUT = /\.test\.tsx?$|\/testing\/|\/boundary-probe-[^/]*$/;

const WORD = /[\p{L}]+/gu;
const LOWER_OR_UPPER = /^\p{Lu}/u;

/** Words that end in a stressed vowel (or one and an s) and are not voseo. */
const ALLOWED = new Set([
  // Product and place names, people in samples.
  'enlazá',
  'josé',
  'bartolomé',
  'café',
  'té',
  'nicolás',
  'tomás',
  'solís',
  // Ordinary words.
  'acá',
  'ahí',
  'allá',
  'allí',
  'aquí',
  'así',
  'dé',
  'esté',
  'está',
  'estás',
  'mí',
  'qué',
  'sí',
  'más',
  'demás',
  'además',
  'atrás',
  'jamás',
  'través',
  'después',
  'interés',
  'país',
  'cordobés',
  // Past tense ('yo escuché').
  'escuché',
]);

/** The future (será, podrá, recibirás): the stem ends in a vowel, d, b or r before 'rá'. */
const FUTURE = /[aeidbr]r(á|ás)$/u;
/** Imperative voseo (Ingresá, Elegí) or present voseo (podés, tenés, decís). */
const STRESSED_END = /[áéí]s?$/u;

/** Whether a word is voseo: 'vos', 'sos', or a stressed ending not explained otherwise. */
export function isVoseo(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower === 'vos' || lower === 'sos') return true;
  if (!STRESSED_END.test(lower) || ALLOWED.has(lower)) return false;
  // A future starts a sentence rarely; a capitalised '…rá' is read as an imperative ('Declará').
  return !(FUTURE.test(lower) && !LOWER_OR_UPPER.test(word));
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => SOURCE_FILE.test(file) && !LEFT_OUT.test(file.replaceAll('\\', '/')));
}

describe('tú in every user-facing text', () => {
  it('tells voseo from tú and from ordinary words', () => {
    for (const word of ['Ingresá', 'Tocá', 'Abrí', 'abrí', 'Elegí', 'Escribí', 'Declará', 'Poné'])
      expect(isVoseo(word), word).toBe(true);
    for (const word of ['podés', 'tenés', 'querés', 'decís', 'sos', 'vos', 'Vos'])
      expect(isVoseo(word), word).toBe(true);
    for (const word of ['Ingresa', 'Elige', 'puedes', 'tienes', 'eres', 'tú', 'será', 'podrá', 'recibirás'])
      expect(isVoseo(word), word).toBe(false);
    for (const word of ['qué', 'Qué', 'está', 'acá', 'más', 'después', 'Enlazá', 'Escanéalo'])
      expect(isVoseo(word), word).toBe(false);
  });

  it('finds no voseo in the source of shared messages, the web app and the server', () => {
    const found: string[] = [];
    for (const file of SOURCES.flatMap(sourceFiles)) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [word] of line.matchAll(WORD))
          if (isVoseo(word)) found.push(`${path.relative(ROOT, file)}:${index + 1} ${word}`);
      });
    }
    expect(found).toEqual([]);
  });
});
